module @multiply_bitcast_fusion.1.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @multiply_bitcast_fusion.1.clone(%arg0: tensor<512xf32> {llvm.align = 64 : index, llvm.dereferenceable = 2048 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<524288xf32> {llvm.align = 64 : index, llvm.dereferenceable = 2097152 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<524288xf32> {llvm.align = 64 : index, llvm.dereferenceable = 2097152 : index, xla.slice_index = 2 : index}) -> tensor<524288xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 5.000000e-01 : f32
    %cst_1 = arith.constant 0.707106769 : f32
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = arith.cmpi sge, %0, %c0 : index
    %2 = arith.cmpi sle, %0, %c1 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<524288xf32>) {
      %5 = scf.for %arg3 = %c0 to %c512 step %c1 iter_args(%arg4 = %arg2) -> (tensor<524288xf32>) {
        %6 = scf.for %arg5 = %c0 to %c512 step %c1 iter_args(%arg6 = %arg4) -> (tensor<524288xf32>) {
          %7 = xla.apply_indexing #xla.indexing_map<"(d0, bl_x, d2) -> (bl_x * 262144 + d2 * 512 + d0), domain: d0 in [0, 511], bl_x in [0, 1], d2 in [0, 511]">(%arg5, %0, %arg3)
          %extracted = tensor.extract %arg1[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<524288xf32>
          %extracted_2 = tensor.extract %arg0[%arg5] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<512xf32>
          %8 = arith.addf %extracted, %extracted_2 : f32
          %9 = arith.mulf %8, %cst_1 : f32
          %10 = math.erf %9 : f32
          %11 = arith.mulf %8, %cst_0 : f32
          %12 = arith.addf %10, %cst : f32
          %13 = arith.mulf %11, %12 : f32
          %inserted = tensor.insert %13 into %arg6[%7] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<524288xf32>
          scf.yield %inserted : tensor<524288xf32>
        }
        scf.yield %6 : tensor<524288xf32>
      }
      scf.yield %5 : tensor<524288xf32>
    } else {
      scf.yield %arg2 : tensor<524288xf32>
    }
    return %4 : tensor<524288xf32>
  }
}