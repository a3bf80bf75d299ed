module @bitcast_multiply_fusion.4.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @bitcast_multiply_fusion.4.clone(%arg0: tensor<128x1x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 65536 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<1024x1x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<1024x1x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 2 : index}, %arg3: tensor<1x1024x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 3 : index}) -> tensor<1x1024x128xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = xla.workgroup_id  y {xla.range = [0 : index, 0 : index]}
    %2 = xla.workgroup_id  z {xla.range = [0 : index, 0 : index]}
    %3 = scf.forall (%arg4, %arg5, %arg6) in (1, 1, 1) shared_outs(%arg7 = %arg3) -> (tensor<1x1024x128xf32>) {
      %xla_loop = xla.loop (%arg4, %arg5, %arg6, %0, %1, %2)[%i, %j] -> (%ra, %rb, %rc) in #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z)[s0, s1] -> (0, bl_x * 512 + s0, s1), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 1], bl_y in [0, 0], bl_z in [0, 0], s0 in [0, 511], s1 in [0, 127]"> iter_args(%iter = %arg7) -> (tensor<1x1024x128xf32>) {
        %pure_call = xla.pure_call @fused_computation_34_clone_multiply_315(%arg0, %arg1, %arg2, %ra, %rb, %rc) : (tensor<128x1x128xf32>, tensor<1024x1x128xf32>, tensor<1024x1x128xf32>, index, index, index) -> f32
        %inserted = tensor.insert %pure_call into %iter[%ra, %rb, %rc] : tensor<1x1024x128xf32>
        xla.yield %inserted : tensor<1x1024x128xf32>
      }
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %xla_loop into %arg7[0, 0, 0] [1, 1024, 128] [1, 1, 1] : tensor<1x1024x128xf32> into tensor<1x1024x128xf32>
      }
    }
    return %3 : tensor<1x1024x128xf32>
  }
  func.func private @fused_computation_34_clone_multiply_315(%arg0: tensor<128x1x128xf32>, %arg1: tensor<1024x1x128xf32>, %arg2: tensor<1024x1x128xf32>, %arg3: index {xla.range = [0 : index, 0 : index]}, %arg4: index {xla.range = [0 : index, 1023 : index]}, %arg5: index {xla.range = [0 : index, 127 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %0 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 floordiv 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%arg3, %arg4, %arg5)
    %1 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 mod 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%arg3, %arg4, %arg5)
    %2 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%0, %1, %arg5)
    %3 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (0), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%0, %1, %arg5)
    %extracted = tensor.extract %arg1[%2, %3, %arg5] : tensor<1024x1x128xf32>
    %extracted_0 = tensor.extract %arg2[%2, %3, %arg5] : tensor<1024x1x128xf32>
    %4 = arith.addf %extracted, %extracted_0 : f32
    %5 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (0), domain: d0 in [0, 127], d1 in [0, 127]">(%1, %arg5)
    %extracted_1 = tensor.extract %arg0[%1, %5, %arg5] : tensor<128x1x128xf32>
    %6 = arith.addf %4, %extracted_1 : f32
    %7 = arith.mulf %6, %6 : f32
    return %7 : f32
  }
}