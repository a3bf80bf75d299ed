module @select_bitcast_fusion.1.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @select_bitcast_fusion.1.clone(%arg0: tensor<262144xf32> {llvm.align = 64 : index, llvm.dereferenceable = 1048576 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<2048xf32> {llvm.align = 64 : index, llvm.dereferenceable = 8192 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<2048xi8> {llvm.align = 64 : index, llvm.dereferenceable = 2048 : index, xla.invariant, xla.slice_index = 2 : index}, %arg3: tensor<262144xf32> {llvm.align = 64 : index, llvm.dereferenceable = 1048576 : index, xla.slice_index = 3 : index}) -> tensor<262144xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %cst = arith.constant 0.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = arith.cmpi sge, %0, %c0 : index
    %2 = arith.cmpi sle, %0, %c1 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<262144xf32>) {
      %5 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg3) -> (tensor<262144xf32>) {
        %6 = scf.for %arg6 = %c0 to %c128 step %c1 iter_args(%arg7 = %arg5) -> (tensor<262144xf32>) {
          %7 = xla.apply_indexing #xla.indexing_map<"(d0, bl_x, d2) -> (bl_x * 1024 + d2 * 128 + d0), domain: d0 in [0, 127], bl_x in [0, 1], d2 in [0, 7]">(%arg6, %0, %arg4)
          %extracted = tensor.extract %arg1[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<2048xf32>
          %extracted_0 = tensor.extract %arg2[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<2048xi8>
          %8 = arith.trunci %extracted_0 : i8 to i1
          %9 = scf.for %arg8 = %c0 to %c128 step %c1 iter_args(%arg9 = %arg7) -> (tensor<262144xf32>) {
            %10 = xla.apply_indexing #xla.indexing_map<"(d0, d1, bl_x, d3) -> (d0 * 128 + bl_x * 131072 + d3 * 16384 + d1), domain: d0 in [0, 127], d1 in [0, 127], bl_x in [0, 1], d3 in [0, 7]">(%arg6, %arg8, %0, %arg4)
            %extracted_1 = tensor.extract %arg0[%10] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<262144xf32>
            %11 = arith.divf %extracted_1, %extracted : f32
            %12 = arith.select %8, %cst, %11 : f32
            %inserted = tensor.insert %12 into %arg9[%10] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<262144xf32>
            scf.yield %inserted : tensor<262144xf32>
          }
          scf.yield %9 : tensor<262144xf32>
        }
        scf.yield %6 : tensor<262144xf32>
      }
      scf.yield %5 : tensor<262144xf32>
    } else {
      scf.yield %arg3 : tensor<262144xf32>
    }
    return %4 : tensor<262144xf32>
  }
}