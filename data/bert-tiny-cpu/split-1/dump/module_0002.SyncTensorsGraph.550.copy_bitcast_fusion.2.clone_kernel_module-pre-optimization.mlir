module @copy_bitcast_fusion.2.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @copy_bitcast_fusion.2.clone(%arg0: tensor<16x128x64xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<1024x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 1 : index}) -> tensor<1024x128xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = xla.workgroup_id  y {xla.range = [0 : index, 0 : index]}
    %2 = xla.workgroup_id  z {xla.range = [0 : index, 0 : index]}
    %3 = scf.forall (%arg2, %arg3, %arg4) in (1, 1, 1) shared_outs(%arg5 = %arg1) -> (tensor<1024x128xf32>) {
      %xla_loop = xla.loop (%arg2, %arg3, %arg4, %0, %1, %2)[%i, %j] -> (%ra, %rb) in #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z)[s0, s1] -> (bl_x * 512 + s0, s1), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 1], bl_y in [0, 0], bl_z in [0, 0], s0 in [0, 511], s1 in [0, 127]"> iter_args(%iter = %arg5) -> (tensor<1024x128xf32>) {
        %pure_call = xla.pure_call @fused_computation_25_clone_bitcast_375(%arg0, %ra, %rb) : (tensor<16x128x64xf32>, index, index) -> f32
        %inserted = tensor.insert %pure_call into %iter[%ra, %rb] : tensor<1024x128xf32>
        xla.yield %inserted : tensor<1024x128xf32>
      }
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %xla_loop into %arg5[0, 0] [1024, 128] [1, 1] : tensor<1024x128xf32> into tensor<1024x128xf32>
      }
    }
    return %3 : tensor<1024x128xf32>
  }
  func.func private @fused_computation_25_clone_bitcast_375(%arg0: tensor<16x128x64xf32>, %arg1: index {xla.range = [0 : index, 1023 : index]}, %arg2: index {xla.range = [0 : index, 127 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>, no_compute = true} {
    %0 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (d0 floordiv 128), domain: d0 in [0, 1023], d1 in [0, 127]">(%arg1, %arg2)
    %1 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (d0 mod 128), domain: d0 in [0, 1023], d1 in [0, 127]">(%arg1, %arg2)
    %2 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (d1 floordiv 64), domain: d0 in [0, 1023], d1 in [0, 127]">(%arg1, %arg2)
    %3 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (d1 mod 64), domain: d0 in [0, 1023], d1 in [0, 127]">(%arg1, %arg2)
    %4 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2, d3) -> (d0 * 2 + d1), domain: d0 in [0, 7], d1 in [0, 1], d2 in [0, 127], d3 in [0, 63]">(%0, %2, %1, %3)
    %extracted = tensor.extract %arg0[%4, %1, %3] : tensor<16x128x64xf32>
    return %extracted : f32
  }
}