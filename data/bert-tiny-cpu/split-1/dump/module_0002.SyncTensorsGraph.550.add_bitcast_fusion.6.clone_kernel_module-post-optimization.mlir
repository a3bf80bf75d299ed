module @add_bitcast_fusion.6.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @add_bitcast_fusion.6.clone(%arg0: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 2 : index}, %arg3: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 3 : index}, %arg4: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 4 : index}, %arg5: tensor<16384xf32> {llvm.align = 64 : index, llvm.dereferenceable = 65536 : index, xla.invariant, xla.slice_index = 5 : index}, %arg6: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 6 : index}, %arg7: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 7 : index}, %arg8: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 8 : index}, %arg9: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 9 : index}) -> tensor<131072xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
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
      %5 = scf.for %arg10 = %c0 to %c512 step %c1 iter_args(%arg11 = %arg9) -> (tensor<131072xf32>) {
        %6 = xla.apply_indexing #xla.indexing_map<"(bl_x, d1) -> (bl_x * 512 + d1), domain: bl_x in [0, 1], d1 in [0, 511]">(%0, %arg10)
        %extracted = tensor.extract %arg4[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : tensor<1024xf32>
        %7 = arith.mulf %extracted, %cst : f32
        %extracted_0 = tensor.extract %arg3[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : tensor<1024xf32>
        %8 = scf.for %arg12 = %c0 to %c128 step %c1 iter_args(%arg13 = %arg11) -> (tensor<131072xf32>) {
          %9 = xla.apply_indexing #xla.indexing_map<"(d0, bl_x, d2) -> (bl_x * 65536 + d2 * 128 + d0), domain: d0 in [0, 127], bl_x in [0, 1], d2 in [0, 511]">(%arg12, %0, %arg10)
          %extracted_1 = tensor.extract %arg6[%9] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : tensor<131072xf32>
          %extracted_2 = tensor.extract %arg7[%9] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : tensor<131072xf32>
          %10 = arith.addf %extracted_1, %extracted_2 : f32
          %11 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> ((d1 mod 128) * 128 + d0), domain: d0 in [0, 127], d1 in [0, 1023]">(%arg12, %6)
          %extracted_3 = tensor.extract %arg5[%11] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : tensor<16384xf32>
          %12 = arith.addf %10, %extracted_3 : f32
          %13 = arith.subf %12, %7 : f32
          %14 = arith.mulf %13, %extracted_0 : f32
          %extracted_4 = tensor.extract %arg2[%arg12] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : tensor<128xf32>
          %extracted_5 = tensor.extract %arg1[%9] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : tensor<131072xf32>
          %extracted_6 = tensor.extract %arg0[%arg12] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : tensor<128xf32>
          %extracted_7 = tensor.extract %arg8[%arg12] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : tensor<128xf32>
          %15 = arith.mulf %14, %extracted_4 : f32
          %16 = arith.addf %extracted_5, %extracted_6 : f32
          %17 = arith.addf %extracted_7, %15 : f32
          %18 = arith.addf %16, %17 : f32
          %inserted = tensor.insert %18 into %arg13[%9] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : tensor<131072xf32>
          scf.yield %inserted : tensor<131072xf32>
        }
        scf.yield %8 : tensor<131072xf32>
      }
      scf.yield %5 : tensor<131072xf32>
    } else {
      scf.yield %arg9 : tensor<131072xf32>
    }
    return %4 : tensor<131072xf32>
  }
}