module @concatenate_bitcast_fusion.1.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__concatenate_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @concatenate_bitcast_fusion.1.clone(%arg0: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<f32> {llvm.align = 64 : index, llvm.dereferenceable = 4 : index, xla.invariant, xla.slice_index = 2 : index}, %arg3: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 3 : index}) -> tensor<131072xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = arith.cmpi sge, %0, %c0 : index
    %2 = arith.cmpi sle, %0, %c1 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<131072xf32>) {
      %6 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (tensor<131072xf32>) {
        %7 = xla.apply_indexing #xla.indexing_map<"(bl_x, d1) -> (bl_x * 4 + d1), domain: bl_x in [0, 1], d1 in [0, 3]">(%0, %arg4)
        %8 = scf.for %arg6 = %c0 to %c128 step %c1 iter_args(%arg7 = %arg5) -> (tensor<131072xf32>) {
          %9 = scf.for %arg8 = %c0 to %c64 step %c1 iter_args(%arg9 = %arg7) -> (tensor<131072xf32>) {
            %pure_call = xla.pure_call @fused_computation_15_clone_multiply_267(%arg0, %arg1, %arg2, %7, %arg6, %arg8) : (tensor<128xf32>, tensor<131072xf32>, tensor<f32>, index, index, index) -> f32
            %10 = xla.apply_indexing #xla.indexing_map<"(d0, d1, bl_x, d3) -> (d0 * 64 + bl_x * 65536 + d3 * 16384 + d1), domain: d0 in [0, 127], d1 in [0, 63], bl_x in [0, 1], d3 in [0, 3]">(%arg6, %arg8, %0, %arg4)
            %inserted = tensor.insert %pure_call into %arg9[%10] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<131072xf32>
            scf.yield %inserted : tensor<131072xf32>
          }
          scf.yield %9 : tensor<131072xf32>
        }
        scf.yield %8 : tensor<131072xf32>
      }
      scf.yield %6 : tensor<131072xf32>
    } else {
      scf.yield %arg3 : tensor<131072xf32>
    }
    %5 = scf.if %3 -> (tensor<131072xf32>) {
      %6 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %4) -> (tensor<131072xf32>) {
        %7 = xla.apply_indexing #xla.indexing_map<"(bl_x, d1) -> (bl_x * 4 + d1), domain: bl_x in [0, 1], d1 in [0, 3]">(%0, %arg4)
        %8 = scf.for %arg6 = %c0 to %c128 step %c1 iter_args(%arg7 = %arg5) -> (tensor<131072xf32>) {
          %9 = scf.for %arg8 = %c0 to %c64 step %c1 iter_args(%arg9 = %arg7) -> (tensor<131072xf32>) {
            %10 = xla.apply_indexing #xla.indexing_map<"(d0) -> (d0 + 64), domain: d0 in [0, 63]">(%arg8)
            %pure_call = xla.pure_call @fused_computation_15_clone_multiply_267(%arg0, %arg1, %arg2, %7, %arg6, %10) : (tensor<128xf32>, tensor<131072xf32>, tensor<f32>, index, index, index) -> f32
            %11 = xla.apply_indexing #xla.indexing_map<"(d0, d1, bl_x, d3) -> (d0 * 64 + bl_x * 65536 + d3 * 16384 + d1 + 8192), domain: d0 in [0, 127], d1 in [0, 63], bl_x in [0, 1], d3 in [0, 3]">(%arg6, %arg8, %0, %arg4)
            %inserted = tensor.insert %pure_call into %arg9[%11] : tensor<131072xf32>
            scf.yield %inserted : tensor<131072xf32>
          }
          scf.yield %9 : tensor<131072xf32>
        }
        scf.yield %8 : tensor<131072xf32>
      }
      scf.yield %6 : tensor<131072xf32>
    } else {
      scf.yield %4 : tensor<131072xf32>
    }
    return %5 : tensor<131072xf32>
  }
  func.func private @fused_computation_15_clone_multiply_267(%arg0: tensor<128xf32> {xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<131072xf32> {xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<f32> {xla.invariant, xla.slice_index = 2 : index}, %arg3: index {xla.range = [0 : index, 7 : index]}, %arg4: index {xla.range = [0 : index, 127 : index]}, %arg5: index {xla.range = [0 : index, 127 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %0 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 * 16384 + d2 * 128 + d0), domain: d0 in [0, 127], d1 in [0, 7], d2 in [0, 127]">(%arg5, %arg3, %arg4)
    %extracted = tensor.extract %arg1[%0] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<131072xf32>
    %extracted_0 = tensor.extract %arg0[%arg5] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<128xf32>
    %1 = arith.addf %extracted, %extracted_0 : f32
    %extracted_1 = tensor.extract %arg2[] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : tensor<f32>
    %2 = arith.mulf %1, %extracted_1 : f32
    return %2 : f32
  }
}