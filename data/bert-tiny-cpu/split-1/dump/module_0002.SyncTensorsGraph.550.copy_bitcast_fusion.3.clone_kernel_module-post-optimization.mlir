module @copy_bitcast_fusion.3.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @copy_bitcast_fusion.3.clone(%arg0: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<f32> {llvm.align = 64 : index, llvm.dereferenceable = 4 : index, xla.invariant, xla.slice_index = 2 : index}, %arg3: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 3 : index}) -> tensor<131072xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = arith.cmpi sge, %0, %c0 : index
    %2 = arith.cmpi sle, %0, %c1 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<131072xf32>) {
      %extracted = tensor.extract %arg2[] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<f32>
      %5 = scf.for %arg4 = %c0 to %c8 step %c1 iter_args(%arg5 = %arg3) -> (tensor<131072xf32>) {
        %6 = scf.for %arg6 = %c0 to %c64 step %c1 iter_args(%arg7 = %arg5) -> (tensor<131072xf32>) {
          %7 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> ((d1 mod 2) * 64 + d0), domain: d0 in [0, 63], d1 in [0, 7]">(%arg6, %arg4)
          %extracted_0 = tensor.extract %arg0[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<128xf32>
          %8 = scf.for %arg8 = %c0 to %c128 step %c1 iter_args(%arg9 = %arg7) -> (tensor<131072xf32>) {
            %9 = xla.apply_indexing #xla.indexing_map<"(d0, d1, bl_x, d3) -> ((d3 mod 2) * 64 + (d3 floordiv 2) * 16384 + d0 * 128 + bl_x * 65536 + d1), domain: d0 in [0, 127], d1 in [0, 63], bl_x in [0, 1], d3 in [0, 7]">(%arg8, %arg6, %0, %arg4)
            %extracted_1 = tensor.extract %arg1[%9] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<131072xf32>
            %10 = arith.addf %extracted_1, %extracted_0 : f32
            %11 = arith.mulf %10, %extracted : f32
            %12 = xla.apply_indexing #xla.indexing_map<"(d0, d1, bl_x, d3) -> (d0 * 128 + bl_x * 65536 + d3 * 8192 + d1), domain: d0 in [0, 63], d1 in [0, 127], bl_x in [0, 1], d3 in [0, 7]">(%arg6, %arg8, %0, %arg4)
            %inserted = tensor.insert %11 into %arg9[%12] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<131072xf32>
            scf.yield %inserted : tensor<131072xf32>
          }
          scf.yield %8 : tensor<131072xf32>
        }
        scf.yield %6 : tensor<131072xf32>
      }
      scf.yield %5 : tensor<131072xf32>
    } else {
      scf.yield %arg3 : tensor<131072xf32>
    }
    return %4 : tensor<131072xf32>
  }
}