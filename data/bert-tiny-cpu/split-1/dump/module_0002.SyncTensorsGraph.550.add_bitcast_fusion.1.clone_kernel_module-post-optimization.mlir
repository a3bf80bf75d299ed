module @add_bitcast_fusion.1.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @add_bitcast_fusion.1.clone(%arg0: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 2 : index}, %arg3: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 3 : index}, %arg4: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 4 : index}, %arg5: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 5 : index}, %arg6: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 6 : index}, %arg7: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 7 : index}, %arg8: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 8 : index}, %arg9: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 9 : index}, %arg10: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 10 : index}, %arg11: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 11 : index}, %arg12: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 12 : index}, %arg13: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 13 : index}, %arg14: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 14 : index}, %arg15: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 15 : index}, %arg16: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 16 : index}, %arg17: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 17 : index}, %arg18: tensor<16384xf32> {llvm.align = 64 : index, llvm.dereferenceable = 65536 : index, xla.invariant, xla.slice_index = 18 : index}, %arg19: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 19 : index}, %arg20: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 20 : index}, %arg21: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 21 : index}, %arg22: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 22 : index}, %arg23: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 23 : index}, %arg24: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 24 : index}, %arg25: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 25 : index}) -> tensor<131072xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 7.812500e-03 : f32
    %c1 = arith.constant 1 : index
    %c512 = arith.constant 512 : index
    %c128 = arith.constant 128 : index
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = arith.cmpi sge, %0, %c0 : index
    %2 = arith.cmpi sle, %0, %c1 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<131072xf32>) {
      %5 = scf.for %arg26 = %c0 to %c512 step %c1 iter_args(%arg27 = %arg25) -> (tensor<131072xf32>) {
        %6 = xla.apply_indexing #xla.indexing_map<"(bl_x, d1) -> (bl_x * 512 + d1), domain: bl_x in [0, 1], d1 in [0, 511]">(%0, %arg26)
        %extracted = tensor.extract %arg17[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<1024xf32>
        %7 = arith.mulf %extracted, %cst : f32
        %extracted_0 = tensor.extract %arg16[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<1024xf32>
        %extracted_1 = tensor.extract %arg12[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<1024xf32>
        %8 = arith.mulf %extracted_1, %cst : f32
        %extracted_2 = tensor.extract %arg11[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<1024xf32>
        %extracted_3 = tensor.extract %arg7[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<1024xf32>
        %9 = arith.mulf %extracted_3, %cst : f32
        %extracted_4 = tensor.extract %arg6[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<1024xf32>
        %extracted_5 = tensor.extract %arg2[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<1024xf32>
        %10 = arith.mulf %extracted_5, %cst : f32
        %extracted_6 = tensor.extract %arg1[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<1024xf32>
        %11 = scf.for %arg28 = %c0 to %c128 step %c1 iter_args(%arg29 = %arg27) -> (tensor<131072xf32>) {
          %12 = xla.apply_indexing #xla.indexing_map<"(d0, bl_x, d2) -> (bl_x * 65536 + d2 * 128 + d0), domain: d0 in [0, 127], bl_x in [0, 1], d2 in [0, 511]">(%arg28, %0, %arg26)
          %extracted_7 = tensor.extract %arg19[%12] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<131072xf32>
          %extracted_8 = tensor.extract %arg20[%12] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<131072xf32>
          %13 = arith.addf %extracted_7, %extracted_8 : f32
          %14 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> ((d1 mod 128) * 128 + d0), domain: d0 in [0, 127], d1 in [0, 1023]">(%arg28, %6)
          %extracted_9 = tensor.extract %arg18[%14] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<16384xf32>
          %15 = arith.addf %13, %extracted_9 : f32
          %16 = arith.subf %15, %7 : f32
          %17 = arith.mulf %16, %extracted_0 : f32
          %extracted_10 = tensor.extract %arg15[%arg28] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<128xf32>
          %extracted_11 = tensor.extract %arg14[%12] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<131072xf32>
          %extracted_12 = tensor.extract %arg13[%arg28] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<128xf32>
          %extracted_13 = tensor.extract %arg21[%arg28] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<128xf32>
          %18 = arith.mulf %17, %extracted_10 : f32
          %19 = arith.addf %extracted_11, %extracted_12 : f32
          %20 = arith.addf %extracted_13, %18 : f32
          %21 = arith.addf %19, %20 : f32
          %22 = arith.subf %21, %8 : f32
          %23 = arith.mulf %22, %extracted_2 : f32
          %extracted_14 = tensor.extract %arg10[%arg28] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<128xf32>
          %extracted_15 = tensor.extract %arg9[%12] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<131072xf32>
          %extracted_16 = tensor.extract %arg8[%arg28] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<128xf32>
          %extracted_17 = tensor.extract %arg22[%arg28] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<128xf32>
          %24 = arith.mulf %23, %extracted_14 : f32
          %25 = arith.addf %extracted_15, %extracted_16 : f32
          %26 = arith.addf %extracted_17, %24 : f32
          %27 = arith.addf %25, %26 : f32
          %28 = arith.subf %27, %9 : f32
          %29 = arith.mulf %28, %extracted_4 : f32
          %extracted_18 = tensor.extract %arg5[%arg28] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<128xf32>
          %extracted_19 = tensor.extract %arg4[%12] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<131072xf32>
          %extracted_20 = tensor.extract %arg3[%arg28] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<128xf32>
          %extracted_21 = tensor.extract %arg23[%arg28] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<128xf32>
          %30 = arith.mulf %29, %extracted_18 : f32
          %31 = arith.addf %extracted_19, %extracted_20 : f32
          %32 = arith.addf %extracted_21, %30 : f32
          %33 = arith.addf %31, %32 : f32
          %34 = arith.subf %33, %10 : f32
          %35 = arith.mulf %34, %extracted_6 : f32
          %extracted_22 = tensor.extract %arg0[%arg28] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<128xf32>
          %extracted_23 = tensor.extract %arg24[%arg28] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<128xf32>
          %36 = arith.mulf %35, %extracted_22 : f32
          %37 = arith.addf %extracted_23, %36 : f32
          %inserted = tensor.insert %37 into %arg29[%12] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : tensor<131072xf32>
          scf.yield %inserted : tensor<131072xf32>
        }
        scf.yield %11 : tensor<131072xf32>
      }
      scf.yield %5 : tensor<131072xf32>
    } else {
      scf.yield %arg25 : tensor<131072xf32>
    }
    return %4 : tensor<131072xf32>
  }
}