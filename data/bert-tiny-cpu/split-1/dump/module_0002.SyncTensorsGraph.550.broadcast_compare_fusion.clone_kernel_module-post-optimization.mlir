module @broadcast_compare_fusion.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @broadcast_compare_fusion.clone(%arg0: tensor<262144xf32> {llvm.align = 64 : index, llvm.dereferenceable = 1048576 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<262144xi8> {llvm.align = 64 : index, llvm.dereferenceable = 262144 : index, xla.slice_index = 1 : index}) -> tensor<262144xi8> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %cst = arith.constant 0xFF800000 : f32
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = arith.cmpi sge, %0, %c0 : index
    %2 = arith.cmpi sle, %0, %c1 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<262144xi8>) {
      %5 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (tensor<262144xi8>) {
        %6 = scf.for %arg4 = %c0 to %c2 step %c1 iter_args(%arg5 = %arg3) -> (tensor<262144xi8>) {
          %7 = scf.for %arg6 = %c0 to %c128 step %c1 iter_args(%arg7 = %arg5) -> (tensor<262144xi8>) {
            %8 = scf.for %arg8 = %c0 to %c128 step %c1 iter_args(%arg9 = %arg7) -> (tensor<262144xi8>) {
              %9 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2, bl_x, d4) -> (d0 * 128 + d2 * 16384 + bl_x * 131072 + d4 * 32768 + d1), domain: d0 in [0, 127], d1 in [0, 127], d2 in [0, 1], bl_x in [0, 1], d4 in [0, 3]">(%arg6, %arg8, %arg4, %0, %arg2)
              %extracted = tensor.extract %arg0[%9] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=1">]} : tensor<262144xf32>
              %10 = arith.cmpf oeq, %extracted, %cst : f32
              %11 = arith.extui %10 : i1 to i8
              %12 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2, bl_x, d4) -> (d0 * 16384 + d1 * 128 + bl_x * 131072 + d4 * 32768 + d2), domain: d0 in [0, 1], d1 in [0, 127], d2 in [0, 127], bl_x in [0, 1], d4 in [0, 3]">(%arg4, %arg6, %arg8, %0, %arg2)
              %inserted = tensor.insert %11 into %arg9[%12] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=1">]} : tensor<262144xi8>
              scf.yield %inserted : tensor<262144xi8>
            }
            scf.yield %8 : tensor<262144xi8>
          }
          scf.yield %7 : tensor<262144xi8>
        }
        scf.yield %6 : tensor<262144xi8>
      }
      scf.yield %5 : tensor<262144xi8>
    } else {
      scf.yield %arg1 : tensor<262144xi8>
    }
    return %4 : tensor<262144xi8>
  }
}