module @compare_reduce_fusion_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @compare_reduce_fusion(%arg0: tensor<2xi64> {llvm.align = 64 : index, llvm.dereferenceable = 16 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<i64> {llvm.align = 64 : index, llvm.dereferenceable = 8 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<1024xi64> {llvm.align = 64 : index, llvm.dereferenceable = 8192 : index, xla.invariant, xla.slice_index = 2 : index}, %arg3: tensor<i8> {llvm.align = 64 : index, llvm.dereferenceable = 1 : index, xla.slice_index = 3 : index}) -> tensor<i8> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %c127 = arith.constant 127 : index
    %c0_i64 = arith.constant 0 : i64
    %c0_i8 = arith.constant 0 : i8
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %extracted = tensor.extract %arg1[] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<i64>
    %0 = scf.for %arg4 = %c0 to %c2 step %c1 iter_args(%arg5 = %c0_i8) -> (i8) {
      %extracted_0 = tensor.extract %arg0[%arg4] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<2xi64>
      %1 = arith.cmpi slt, %extracted_0, %c0_i64 : i64
      %2 = arith.addi %extracted_0, %extracted {xla.range = [-9223372036854775808 : index, 9223372036854775807 : index]} : i64
      %3 = arith.select %1, %2, %extracted_0 : i64
      %4 = arith.index_cast %3 : i64 to index
      %5 = arith.minsi %4, %c127 {xla.range = [-9223372036854775808 : index, 127 : index]} : index
      %6 = arith.maxsi %5, %c0 {xla.range = [0 : index, 127 : index]} : index
      %7 = scf.for %arg6 = %c0 to %c8 step %c1 iter_args(%arg7 = %arg5) -> (i8) {
        %8 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127]">(%arg6, %6)
        %extracted_1 = tensor.extract %arg2[%8] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<1024xi64>
        %9 = arith.cmpi eq, %extracted_1, %c0_i64 : i64
        %10 = arith.extui %9 : i1 to i8
        %11 = arith.ori %arg7, %10 : i8
        scf.yield %11 : i8
      }
      scf.yield %7 : i8
    }
    %inserted = tensor.insert %0 into %arg3[] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<i8>
    return %inserted : tensor<i8>
  }
}