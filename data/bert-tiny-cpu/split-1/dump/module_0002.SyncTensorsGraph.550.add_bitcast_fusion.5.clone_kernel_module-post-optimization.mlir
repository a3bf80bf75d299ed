module @add_bitcast_fusion.5.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @add_bitcast_fusion.5.clone(%arg0: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 2 : index}, %arg3: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 3 : index}, %arg4: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 4 : index}, %arg5: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 5 : index}, %arg6: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 6 : index}, %arg7: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 7 : index}, %arg8: tensor<16384xf32> {llvm.align = 64 : index, llvm.dereferenceable = 65536 : index, xla.invariant, xla.slice_index = 8 : index}, %arg9: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 9 : index}, %arg10: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 10 : index}, %arg11: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 11 : index}, %arg12: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 12 : index}, %arg13: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 13 : index}) -> tensor<131072xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
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
      %5 = scf.for %arg14 = %c0 to %c512 step %c1 iter_args(%arg15 = %arg13) -> (tensor<131072xf32>) {
        %6 = xla.apply_indexing #xla.indexing_map<"(bl_x, d1) -> (bl_x * 512 + d1), domain: bl_x in [0, 1], d1 in [0, 511]">(%0, %arg14)
        %extracted = tensor.extract %arg7[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : tensor<1024xf32>
        %7 = arith.mulf %extracted, %cst : f32
        %extracted_0 = tensor.extract %arg6[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : tensor<1024xf32>
        %extracted_1 = tensor.extract %arg2[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : tensor<1024xf32>
        %8 = arith.mulf %extracted_1, %cst : f32
        %extracted_2 = tensor.extract %arg1[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : tensor<1024xf32>
        %9 = scf.for %arg16 = %c0 to %c128 step %c1 iter_args(%arg17 = %arg15) -> (tensor<131072xf32>) {
          %10 = xla.apply_indexing #xla.indexing_map<"(d0, bl_x, d2) -> (bl_x * 65536 + d2 * 128 + d0), domain: d0 in [0, 127], bl_x in [0, 1], d2 in [0, 511]">(%arg16, %0, %arg14)
          %extracted_3 = tensor.extract %arg9[%10] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : tensor<131072xf32>
          %extracted_4 = tensor.extract %arg10[%10] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : tensor<131072xf32>
          %11 = arith.addf %extracted_3, %extracted_4 : f32
          %12 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> ((d1 mod 128) * 128 + d0), domain: d0 in [0, 127], d1 in [0, 1023]">(%arg16, %6)
          %extracted_5 = tensor.extract %arg8[%12] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : tensor<16384xf32>
          %13 = arith.addf %11, %extracted_5 : f32
          %14 = arith.subf %13, %7 : f32
          %15 = arith.mulf %14, %extracted_0 : f32
          %extracted_6 = tensor.extract %arg5[%arg16] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : tensor<128xf32>
          %extracted_7 = tensor.extract %arg4[%10] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : tensor<131072xf32>
          %extracted_8 = tensor.extract %arg3[%arg16] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : tensor<128xf32>
          %extracted_9 = tensor.extract %arg11[%arg16] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : tensor<128xf32>
          %16 = arith.mulf %15, %extracted_6 : f32
          %17 = arith.addf %extracted_7, %extracted_8 : f32
          %18 = arith.addf %extracted_9, %16 : f32
          %19 = arith.addf %17, %18 : f32
          %20 = arith.subf %19, %8 : f32
          %21 = arith.mulf %20, %extracted_2 : f32
          %extracted_10 = tensor.extract %arg0[%arg16] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : tensor<128xf32>
          %extracted_11 = tensor.extract %arg12[%arg16] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : tensor<128xf32>
          %22 = arith.mulf %21, %extracted_10 : f32
          %23 = arith.addf %extracted_11, %22 : f32
          %inserted = tensor.insert %23 into %arg17[%10] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : tensor<131072xf32>
          scf.yield %inserted : tensor<131072xf32>
        }
        scf.yield %9 : tensor<131072xf32>
      }
      scf.yield %5 : tensor<131072xf32>
    } else {
      scf.yield %arg13 : tensor<131072xf32>
    }
    return %4 : tensor<131072xf32>
  }
}