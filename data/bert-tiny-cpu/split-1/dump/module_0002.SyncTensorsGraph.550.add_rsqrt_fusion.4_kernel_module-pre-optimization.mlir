module @add_rsqrt_fusion.4_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @add_rsqrt_fusion.4(%arg0: tensor<1x1024x4xf32> {llvm.align = 64 : index, llvm.dereferenceable = 16384 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.slice_index = 2 : index}) -> tensor<1024xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 0 : index]}
    %1 = xla.workgroup_id  y {xla.range = [0 : index, 0 : index]}
    %2 = xla.workgroup_id  z {xla.range = [0 : index, 0 : index]}
    %3 = scf.forall (%arg3, %arg4, %arg5) in (1, 1, 1) shared_outs(%arg6 = %arg2) -> (tensor<1024xf32>) {
      %xla_loop = xla.loop (%arg3, %arg4, %arg5, %0, %1, %2)[%i] -> (%ra) in #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z)[s0] -> (s0), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 0], bl_y in [0, 0], bl_z in [0, 0], s0 in [0, 1023]"> iter_args(%iter = %arg6) -> (tensor<1024xf32>) {
        %pure_call = xla.pure_call @fused_computation_33_rsqrt_14(%arg0, %arg1, %ra) : (tensor<1x1024x4xf32>, tensor<1024xf32>, index) -> f32
        %inserted = tensor.insert %pure_call into %iter[%ra] : tensor<1024xf32>
        xla.yield %inserted : tensor<1024xf32>
      }
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %xla_loop into %arg6[0] [1024] [1] : tensor<1024xf32> into tensor<1024xf32>
      }
    }
    return %3 : tensor<1024xf32>
  }
  func.func private @fused_computation_33_rsqrt_14(%arg0: tensor<1x1024x4xf32>, %arg1: tensor<1024xf32>, %arg2: index {xla.range = [0 : index, 1023 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %extracted = tensor.extract %arg1[%arg2] : tensor<1024xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    %c0_1 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %0 = scf.for %arg3 = %c0 to %c1_0 step %c1 iter_args(%arg4 = %cst) -> (f32) {
      %7 = scf.for %arg5 = %c0_1 to %c4 step %c1 iter_args(%arg6 = %arg4) -> (f32) {
        %true = arith.constant true
        %c0_4 = arith.constant 0 : index
        %c1023 = arith.constant 1023 : index
        %8 = arith.cmpi sge, %arg2, %c0_4 : index
        %9 = arith.cmpi sle, %arg2, %c1023 : index
        %10 = arith.andi %8, %9 : i1
        %11 = arith.andi %true, %10 : i1
        %12 = scf.if %11 -> (f32) {
          %extracted_5 = tensor.extract %arg0[%arg3, %arg2, %arg5] : tensor<1x1024x4xf32>
          %13 = func.call @scalar_add_computation_clone_clone_add_28(%arg6, %extracted_5) {xla.is_reduction} : (f32, f32) -> f32
          scf.yield %13 : f32
        } else {
          scf.yield %arg6 : f32
        }
        scf.yield %12 : f32
      }
      scf.yield %7 : f32
    }
    %cst_2 = arith.constant 7.812500e-03 : f32
    %1 = arith.mulf %extracted, %cst_2 : f32
    %2 = arith.mulf %0, %cst_2 : f32
    %3 = arith.mulf %1, %1 : f32
    %4 = arith.subf %2, %3 : f32
    %cst_3 = arith.constant 9.99999996E-13 : f32
    %5 = arith.addf %4, %cst_3 : f32
    %6 = math.rsqrt %5 : f32
    return %6 : f32
  }
  func.func private @scalar_add_computation_clone_clone_add_28(%arg0: f32, %arg1: f32) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %0 = arith.addf %arg0, %arg1 : f32
    return %0 : f32
  }
}