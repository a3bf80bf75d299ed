module @multiply_add_fusion.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @multiply_add_fusion.clone(%arg0: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 2 : index}, %arg3: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 3 : index}, %arg4: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 4 : index}, %arg5: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 5 : index}, %arg6: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 6 : index}, %arg7: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 7 : index}, %arg8: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 8 : index}, %arg9: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 9 : index}, %arg10: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 10 : index}, %arg11: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 11 : index}, %arg12: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 12 : index}, %arg13: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 13 : index}, %arg14: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 14 : index}, %arg15: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 15 : index}, %arg16: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 16 : index}, %arg17: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 17 : index}, %arg18: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 18 : index}, %arg19: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 19 : index}, %arg20: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 20 : index}, %arg21: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 21 : index}, %arg22: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 22 : index}, %arg23: tensor<16384xf32> {llvm.align = 64 : index, llvm.dereferenceable = 65536 : index, xla.invariant, xla.slice_index = 23 : index}, %arg24: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 24 : index}, %arg25: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 25 : index}, %arg26: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 26 : index}, %arg27: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 27 : index}, %arg28: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 28 : index}, %arg29: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 29 : index}, %arg30: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 30 : index}, %arg31: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 31 : index}) -> tensor<131072xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 7.812500e-03 : f32
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = arith.cmpi sge, %0, %c0 : index
    %2 = arith.cmpi sle, %0, %c1 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<131072xf32>) {
      %5 = scf.for %arg32 = %c0 to %c4 step %c1 iter_args(%arg33 = %arg31) -> (tensor<131072xf32>) {
        %6 = scf.for %arg34 = %c0 to %c128 step %c1 iter_args(%arg35 = %arg33) -> (tensor<131072xf32>) {
          %7 = xla.apply_indexing #xla.indexing_map<"(d0, bl_x, d2) -> (bl_x * 512 + d2 * 128 + d0), domain: d0 in [0, 127], bl_x in [0, 1], d2 in [0, 3]">(%arg34, %0, %arg32)
          %extracted = tensor.extract %arg22[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<1024xf32>
          %8 = arith.mulf %extracted, %cst : f32
          %extracted_0 = tensor.extract %arg21[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<1024xf32>
          %extracted_1 = tensor.extract %arg17[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<1024xf32>
          %9 = arith.mulf %extracted_1, %cst : f32
          %extracted_2 = tensor.extract %arg16[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<1024xf32>
          %extracted_3 = tensor.extract %arg12[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<1024xf32>
          %10 = arith.mulf %extracted_3, %cst : f32
          %extracted_4 = tensor.extract %arg11[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<1024xf32>
          %extracted_5 = tensor.extract %arg7[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<1024xf32>
          %11 = arith.mulf %extracted_5, %cst : f32
          %extracted_6 = tensor.extract %arg6[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<1024xf32>
          %extracted_7 = tensor.extract %arg2[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<1024xf32>
          %12 = arith.mulf %extracted_7, %cst : f32
          %extracted_8 = tensor.extract %arg1[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<1024xf32>
          %13 = scf.for %arg36 = %c0 to %c128 step %c1 iter_args(%arg37 = %arg35) -> (tensor<131072xf32>) {
            %14 = xla.apply_indexing #xla.indexing_map<"(d0, d1, bl_x, d3) -> (d1 * 128 + bl_x * 65536 + d3 * 16384 + d0), domain: d0 in [0, 127], d1 in [0, 127], bl_x in [0, 1], d3 in [0, 3]">(%arg36, %arg34, %0, %arg32)
            %extracted_9 = tensor.extract %arg24[%14] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<131072xf32>
            %extracted_10 = tensor.extract %arg25[%14] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<131072xf32>
            %15 = arith.addf %extracted_9, %extracted_10 : f32
            %16 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (d0 * 128 + d1), domain: d0 in [0, 127], d1 in [0, 127]">(%arg34, %arg36)
            %extracted_11 = tensor.extract %arg23[%16] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<16384xf32>
            %17 = arith.addf %15, %extracted_11 : f32
            %18 = arith.subf %17, %8 : f32
            %19 = arith.mulf %18, %extracted_0 : f32
            %extracted_12 = tensor.extract %arg20[%arg36] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<128xf32>
            %extracted_13 = tensor.extract %arg19[%14] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<131072xf32>
            %extracted_14 = tensor.extract %arg18[%arg36] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<128xf32>
            %extracted_15 = tensor.extract %arg26[%arg36] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<128xf32>
            %20 = arith.mulf %19, %extracted_12 : f32
            %21 = arith.addf %extracted_13, %extracted_14 : f32
            %22 = arith.addf %extracted_15, %20 : f32
            %23 = arith.addf %21, %22 : f32
            %24 = arith.subf %23, %9 : f32
            %25 = arith.mulf %24, %extracted_2 : f32
            %extracted_16 = tensor.extract %arg15[%arg36] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<128xf32>
            %extracted_17 = tensor.extract %arg14[%14] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<131072xf32>
            %extracted_18 = tensor.extract %arg13[%arg36] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<128xf32>
            %extracted_19 = tensor.extract %arg27[%arg36] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<128xf32>
            %26 = arith.mulf %25, %extracted_16 : f32
            %27 = arith.addf %extracted_17, %extracted_18 : f32
            %28 = arith.addf %extracted_19, %26 : f32
            %29 = arith.addf %27, %28 : f32
            %30 = arith.subf %29, %10 : f32
            %31 = arith.mulf %30, %extracted_4 : f32
            %extracted_20 = tensor.extract %arg10[%arg36] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<128xf32>
            %extracted_21 = tensor.extract %arg9[%14] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<131072xf32>
            %extracted_22 = tensor.extract %arg8[%arg36] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<128xf32>
            %extracted_23 = tensor.extract %arg28[%arg36] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<128xf32>
            %32 = arith.mulf %31, %extracted_20 : f32
            %33 = arith.addf %extracted_21, %extracted_22 : f32
            %34 = arith.addf %extracted_23, %32 : f32
            %35 = arith.addf %33, %34 : f32
            %36 = arith.subf %35, %11 : f32
            %37 = arith.mulf %36, %extracted_6 : f32
            %extracted_24 = tensor.extract %arg5[%arg36] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<128xf32>
            %extracted_25 = tensor.extract %arg4[%14] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<131072xf32>
            %extracted_26 = tensor.extract %arg3[%arg36] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<128xf32>
            %extracted_27 = tensor.extract %arg29[%arg36] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<128xf32>
            %38 = arith.mulf %37, %extracted_24 : f32
            %39 = arith.addf %extracted_25, %extracted_26 : f32
            %40 = arith.addf %extracted_27, %38 : f32
            %41 = arith.addf %39, %40 : f32
            %42 = arith.subf %41, %12 : f32
            %43 = arith.mulf %42, %extracted_8 : f32
            %extracted_28 = tensor.extract %arg0[%arg36] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<128xf32>
            %extracted_29 = tensor.extract %arg30[%arg36] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<128xf32>
            %44 = arith.mulf %43, %extracted_28 : f32
            %45 = arith.addf %extracted_29, %44 : f32
            %46 = xla.apply_indexing #xla.indexing_map<"(d0, d1, bl_x, d3) -> (d0 * 128 + bl_x * 65536 + d3 * 16384 + d1), domain: d0 in [0, 127], d1 in [0, 127], bl_x in [0, 1], d3 in [0, 3]">(%arg34, %arg36, %0, %arg32)
            %inserted = tensor.insert %45 into %arg37[%46] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : tensor<131072xf32>
            scf.yield %inserted : tensor<131072xf32>
          }
          scf.yield %13 : tensor<131072xf32>
        }
        scf.yield %6 : tensor<131072xf32>
      }
      scf.yield %5 : tensor<131072xf32>
    } else {
      scf.yield %arg31 : tensor<131072xf32>
    }
    return %4 : tensor<131072xf32>
  }
}