module @subtract_exponential_fusion.1.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @subtract_exponential_fusion.1.clone(%arg0: tensor<2048xf32> {llvm.align = 64 : index, llvm.dereferenceable = 8192 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<262144xf32> {llvm.align = 64 : index, llvm.dereferenceable = 1048576 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<262144xf32> {llvm.align = 64 : index, llvm.dereferenceable = 1048576 : index, xla.slice_index = 2 : index}) -> tensor<262144xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c128 = arith.constant 128 : index
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = arith.cmpi sge, %0, %c0 : index
    %2 = arith.cmpi sle, %0, %c1 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<262144xf32>) {
      %5 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %arg2) -> (tensor<262144xf32>) {
        %6 = scf.for %arg5 = %c0 to %c2 step %c1 iter_args(%arg6 = %arg4) -> (tensor<262144xf32>) {
          %7 = scf.for %arg7 = %c0 to %c128 step %c1 iter_args(%arg8 = %arg6) -> (tensor<262144xf32>) {
            %8 = xla.apply_indexing #xla.indexing_map<"(d0, d1, bl_x, d3) -> (d0 * 128 + bl_x * 1024 + d3 * 256 + d1), domain: d0 in [0, 1], d1 in [0, 127], bl_x in [0, 1], d3 in [0, 3]">(%arg5, %arg7, %0, %arg3)
            %extracted = tensor.extract %arg0[%8] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<2048xf32>
            %9 = scf.for %arg9 = %c0 to %c128 step %c1 iter_args(%arg10 = %arg8) -> (tensor<262144xf32>) {
              %10 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2, bl_x, d4) -> (d0 * 128 + d2 * 16384 + bl_x * 131072 + d4 * 32768 + d1), domain: d0 in [0, 127], d1 in [0, 127], d2 in [0, 1], bl_x in [0, 1], d4 in [0, 3]">(%arg7, %arg9, %arg5, %0, %arg3)
              %extracted_0 = tensor.extract %arg1[%10] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<262144xf32>
              %11 = arith.subf %extracted_0, %extracted : f32
              %12 = math.exp %11 : f32
              %13 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2, bl_x, d4) -> (d0 * 16384 + d1 * 128 + bl_x * 131072 + d4 * 32768 + d2), domain: d0 in [0, 1], d1 in [0, 127], d2 in [0, 127], bl_x in [0, 1], d4 in [0, 3]">(%arg5, %arg7, %arg9, %0, %arg3)
              %inserted = tensor.insert %12 into %arg10[%13] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<262144xf32>
              scf.yield %inserted : tensor<262144xf32>
            }
            scf.yield %9 : tensor<262144xf32>
          }
          scf.yield %7 : tensor<262144xf32>
        }
        scf.yield %6 : tensor<262144xf32>
      }
      scf.yield %5 : tensor<262144xf32>
    } else {
      scf.yield %arg2 : tensor<262144xf32>
    }
    return %4 : tensor<262144xf32>
  }
}