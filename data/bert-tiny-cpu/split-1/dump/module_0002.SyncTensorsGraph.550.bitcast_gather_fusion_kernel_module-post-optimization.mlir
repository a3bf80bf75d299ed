module @bitcast_gather_fusion_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @bitcast_gather_fusion(%arg0: tensor<65536xf32> {llvm.align = 64 : index, llvm.dereferenceable = 262144 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<512xi64> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<16384xf32> {llvm.align = 64 : index, llvm.dereferenceable = 65536 : index, xla.slice_index = 2 : index}) -> tensor<16384xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c511 = arith.constant 511 : index
    %0 = scf.for %arg3 = %c0 to %c128 step %c1 iter_args(%arg4 = %arg2) -> (tensor<16384xf32>) {
      %extracted = tensor.extract %arg1[%arg3] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<512xi64>
      %1 = arith.trunci %extracted : i64 to i32
      %2 = arith.index_castui %1 : i32 to index
      %3 = arith.minui %2, %c511 : index
      %4 = scf.for %arg5 = %c0 to %c128 step %c1 iter_args(%arg6 = %arg4) -> (tensor<16384xf32>) {
        %5 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (d0 * 128 + d1), domain: d0 in [0, 511], d1 in [0, 127]">(%3, %arg5)
        %extracted_0 = tensor.extract %arg0[%5] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<65536xf32>
        %6 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (d0 * 128 + d1), domain: d0 in [0, 127], d1 in [0, 127]">(%arg3, %arg5)
        %inserted = tensor.insert %extracted_0 into %arg6[%6] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<16384xf32>
        scf.yield %inserted : tensor<16384xf32>
      }
      scf.yield %4 : tensor<16384xf32>
    }
    return %0 : tensor<16384xf32>
  }
}