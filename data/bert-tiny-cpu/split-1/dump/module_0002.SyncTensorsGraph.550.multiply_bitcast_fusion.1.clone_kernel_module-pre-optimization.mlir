module @multiply_bitcast_fusion.1.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @multiply_bitcast_fusion.1.clone(%arg0: tensor<512xf32> {llvm.align = 64 : index, llvm.dereferenceable = 2048 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<1024x512xf32> {llvm.align = 64 : index, llvm.dereferenceable = 2097152 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<1024x512xf32> {llvm.align = 64 : index, llvm.dereferenceable = 2097152 : index, xla.slice_index = 2 : index}) -> tensor<1024x512xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = xla.workgroup_id  y {xla.range = [0 : index, 0 : index]}
    %2 = xla.workgroup_id  z {xla.range = [0 : index, 0 : index]}
    %3 = scf.forall (%arg3, %arg4, %arg5) in (1, 1, 1) shared_outs(%arg6 = %arg2) -> (tensor<1024x512xf32>) {
      %xla_loop = xla.loop (%arg3, %arg4, %arg5, %0, %1, %2)[%i, %j] -> (%ra, %rb) in #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z)[s0, s1] -> (bl_x * 512 + s0, s1), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 1], bl_y in [0, 0], bl_z in [0, 0], s0 in [0, 511], s1 in [0, 511]"> iter_args(%iter = %arg6) -> (tensor<1024x512xf32>) {
        %pure_call = xla.pure_call @fused_computation_20_clone_bitcast_353(%arg0, %arg1, %ra, %rb) : (tensor<512xf32>, tensor<1024x512xf32>, index, index) -> f32
        %inserted = tensor.insert %pure_call into %iter[%ra, %rb] : tensor<1024x512xf32>
        xla.yield %inserted : tensor<1024x512xf32>
      }
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %xla_loop into %arg6[0, 0] [1024, 512] [1, 1] : tensor<1024x512xf32> into tensor<1024x512xf32>
      }
    }
    return %3 : tensor<1024x512xf32>
  }
  func.func private @fused_computation_20_clone_bitcast_353(%arg0: tensor<512xf32>, %arg1: tensor<1024x512xf32>, %arg2: index {xla.range = [0 : index, 1023 : index]}, %arg3: index {xla.range = [0 : index, 511 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %0 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (d0 floordiv 128), domain: d0 in [0, 1023], d1 in [0, 511]">(%arg2, %arg3)
    %1 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (d0 mod 128), domain: d0 in [0, 1023], d1 in [0, 511]">(%arg2, %arg3)
    %cst = arith.constant 0.707106769 : f32
    %2 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 511]">(%0, %1, %arg3)
    %extracted = tensor.extract %arg1[%2, %arg3] : tensor<1024x512xf32>
    %extracted_0 = tensor.extract %arg0[%arg3] : tensor<512xf32>
    %3 = arith.addf %extracted, %extracted_0 : f32
    %4 = arith.mulf %3, %cst : f32
    %5 = arith.addf %extracted, %extracted_0 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %6 = math.erf %4 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %7 = arith.mulf %5, %cst_1 : f32
    %8 = arith.addf %6, %cst_2 : f32
    %9 = arith.mulf %7, %8 : f32
    return %9 : f32
  }
}