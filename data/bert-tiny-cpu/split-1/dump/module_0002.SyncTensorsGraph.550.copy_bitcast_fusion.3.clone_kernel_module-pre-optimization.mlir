module @copy_bitcast_fusion.3.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @copy_bitcast_fusion.3.clone(%arg0: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<1024x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<f32> {llvm.align = 64 : index, llvm.dereferenceable = 4 : index, xla.invariant, xla.slice_index = 2 : index}, %arg3: tensor<16x64x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 3 : index}) -> tensor<16x64x128xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = xla.workgroup_id  y {xla.range = [0 : index, 0 : index]}
    %2 = xla.workgroup_id  z {xla.range = [0 : index, 0 : index]}
    %3 = scf.forall (%arg4, %arg5, %arg6) in (1, 1, 1) shared_outs(%arg7 = %arg3) -> (tensor<16x64x128xf32>) {
      %xla_loop = xla.loop (%arg4, %arg5, %arg6, %0, %1, %2)[%i, %j, %k] -> (%ra, %rb, %rc) in #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z)[s0, s1, s2] -> (bl_x * 8 + s0, s1, s2), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 1], bl_y in [0, 0], bl_z in [0, 0], s0 in [0, 7], s1 in [0, 63], s2 in [0, 127]"> iter_args(%iter = %arg7) -> (tensor<16x64x128xf32>) {
        %pure_call = xla.pure_call @fused_computation_30_clone_bitcast_382(%arg0, %arg1, %arg2, %ra, %rb, %rc) : (tensor<128xf32>, tensor<1024x128xf32>, tensor<f32>, index, index, index) -> f32
        %inserted = tensor.insert %pure_call into %iter[%ra, %rb, %rc] : tensor<16x64x128xf32>
        xla.yield %inserted : tensor<16x64x128xf32>
      }
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %xla_loop into %arg7[0, 0, 0] [16, 64, 128] [1, 1, 1] : tensor<16x64x128xf32> into tensor<16x64x128xf32>
      }
    }
    return %3 : tensor<16x64x128xf32>
  }
  func.func private @fused_computation_30_clone_bitcast_382(%arg0: tensor<128xf32>, %arg1: tensor<1024x128xf32>, %arg2: tensor<f32>, %arg3: index {xla.range = [0 : index, 15 : index]}, %arg4: index {xla.range = [0 : index, 63 : index]}, %arg5: index {xla.range = [0 : index, 127 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %0 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 floordiv 2), domain: d0 in [0, 15], d1 in [0, 63], d2 in [0, 127]">(%arg3, %arg4, %arg5)
    %1 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 mod 2), domain: d0 in [0, 15], d1 in [0, 63], d2 in [0, 127]">(%arg3, %arg4, %arg5)
    %2 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2, d3) -> (d2 * 64 + d3), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 1], d3 in [0, 63]">(%0, %arg5, %1, %arg4)
    %3 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%0, %arg5, %2)
    %extracted = tensor.extract %arg1[%3, %2] : tensor<1024x128xf32>
    %extracted_0 = tensor.extract %arg0[%2] : tensor<128xf32>
    %4 = arith.addf %extracted, %extracted_0 : f32
    %extracted_1 = tensor.extract %arg2[] : tensor<f32>
    %5 = arith.mulf %4, %extracted_1 : f32
    return %5 : f32
  }
}