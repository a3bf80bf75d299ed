module @add_rsqrt_fusion.4_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @add_rsqrt_fusion.4(%arg0: tensor<4096xf32> {llvm.align = 64 : index, llvm.dereferenceable = 16384 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.slice_index = 2 : index}) -> tensor<1024xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %c1024 = arith.constant 1024 : index
    %cst = arith.constant 9.99999996E-13 : f32
    %cst_0 = arith.constant 7.812500e-03 : f32
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst_1 = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg3 = %c0 to %c1024 step %c1 iter_args(%arg4 = %arg2) -> (tensor<1024xf32>) {
      %extracted = tensor.extract %arg1[%arg3] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<1024xf32>
      %1 = scf.for %arg5 = %c0 to %c4 step %c1 iter_args(%arg6 = %cst_1) -> (f32) {
        %8 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (d0 * 4 + d1), domain: d0 in [0, 1023], d1 in [0, 3]">(%arg3, %arg5)
        %extracted_2 = tensor.extract %arg0[%8] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<4096xf32>
        %9 = arith.addf %arg6, %extracted_2 fastmath<reassoc> : f32
        scf.yield %9 : f32
      }
      %2 = arith.mulf %extracted, %cst_0 : f32
      %3 = arith.mulf %1, %cst_0 : f32
      %4 = arith.mulf %2, %2 : f32
      %5 = arith.subf %3, %4 : f32
      %6 = arith.addf %5, %cst : f32
      %7 = math.rsqrt %6 : f32
      %inserted = tensor.insert %7 into %arg4[%arg3] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<1024xf32>
      scf.yield %inserted : tensor<1024xf32>
    }
    return %0 : tensor<1024xf32>
  }
}