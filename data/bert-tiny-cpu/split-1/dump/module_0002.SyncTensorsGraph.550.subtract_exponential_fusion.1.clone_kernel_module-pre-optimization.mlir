module @subtract_exponential_fusion.1.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @subtract_exponential_fusion.1.clone(%arg0: tensor<8x2x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 8192 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<16x128x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 1048576 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<8x2x128x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 1048576 : index, xla.slice_index = 2 : index}) -> tensor<8x2x128x128xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = xla.workgroup_id  y {xla.range = [0 : index, 0 : index]}
    %2 = xla.workgroup_id  z {xla.range = [0 : index, 0 : index]}
    %3 = scf.forall (%arg3, %arg4, %arg5) in (1, 1, 1) shared_outs(%arg6 = %arg2) -> (tensor<8x2x128x128xf32>) {
      %xla_loop = xla.loop (%arg3, %arg4, %arg5, %0, %1, %2)[%i, %j, %k, %l] -> (%ra, %rb, %rc, %rd) in #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z)[s0, s1, s2, s3] -> (bl_x * 4 + s0, s1, s2, s3), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 1], bl_y in [0, 0], bl_z in [0, 0], s0 in [0, 3], s1 in [0, 1], s2 in [0, 127], s3 in [0, 127]"> iter_args(%iter = %arg6) -> (tensor<8x2x128x128xf32>) {
        %pure_call = xla.pure_call @fused_computation_28_clone_exponential_3(%arg0, %arg1, %ra, %rb, %rc, %rd) : (tensor<8x2x128xf32>, tensor<16x128x128xf32>, index, index, index, index) -> f32
        %inserted = tensor.insert %pure_call into %iter[%ra, %rb, %rc, %rd] : tensor<8x2x128x128xf32>
        xla.yield %inserted : tensor<8x2x128x128xf32>
      }
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %xla_loop into %arg6[0, 0, 0, 0] [8, 2, 128, 128] [1, 1, 1, 1] : tensor<8x2x128x128xf32> into tensor<8x2x128x128xf32>
      }
    }
    return %3 : tensor<8x2x128x128xf32>
  }
  func.func private @fused_computation_28_clone_exponential_3(%arg0: tensor<8x2x128xf32>, %arg1: tensor<16x128x128xf32>, %arg2: index {xla.range = [0 : index, 7 : index]}, %arg3: index {xla.range = [0 : index, 1 : index]}, %arg4: index {xla.range = [0 : index, 127 : index]}, %arg5: index {xla.range = [0 : index, 127 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %0 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2, d3) -> (d0 * 2 + d1), domain: d0 in [0, 7], d1 in [0, 1], d2 in [0, 127], d3 in [0, 127]">(%arg2, %arg3, %arg4, %arg5)
    %extracted = tensor.extract %arg1[%0, %arg4, %arg5] : tensor<16x128x128xf32>
    %extracted_0 = tensor.extract %arg0[%arg2, %arg3, %arg4] : tensor<8x2x128xf32>
    %1 = arith.subf %extracted, %extracted_0 : f32
    %2 = math.exp %1 : f32
    return %2 : f32
  }
}