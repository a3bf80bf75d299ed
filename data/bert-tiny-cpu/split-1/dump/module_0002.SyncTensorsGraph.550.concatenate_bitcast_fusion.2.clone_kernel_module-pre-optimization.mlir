module @concatenate_bitcast_fusion.2.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__concatenate_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @concatenate_bitcast_fusion.2.clone(%arg0: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<1024x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<16x128x64xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 2 : index}) -> tensor<16x128x64xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = xla.workgroup_id  y {xla.range = [0 : index, 0 : index]}
    %2 = xla.workgroup_id  z {xla.range = [0 : index, 0 : index]}
    %3 = scf.forall (%arg3, %arg4, %arg5) in (1, 1, 1) shared_outs(%arg6 = %arg2) -> (tensor<16x128x64xf32>) {
      %xla_loop = xla.loop (%arg3, %arg4, %arg5, %0, %1, %2)[%i, %j, %k] -> (%ra, %rb, %rc) in #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z)[s0, s1, s2] -> (bl_x * 8 + s0 * 2, s1, s2), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 1], bl_y in [0, 0], bl_z in [0, 0], s0 in [0, 3], s1 in [0, 127], s2 in [0, 63]"> iter_args(%iter = %arg2) -> (tensor<16x128x64xf32>) {
        %4 = xla.apply_indexing #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z)[s0, s1, s2] -> (bl_x * 4 + s0), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 1], bl_y in [0, 0], bl_z in [0, 0], s0 in [0, 3], s1 in [0, 127], s2 in [0, 63]">(%arg3, %arg4, %arg5, %0, %1, %2)[%i, %j, %k]
        %pure_call = xla.pure_call @fused_computation_26_clone_slice_23(%arg0, %arg1, %4, %j, %k) : (tensor<128xf32>, tensor<1024x128xf32>, index, index, index) -> f32
        %pure_call_1 = xla.pure_call @fused_computation_26_clone__epilogue__bitcast_377(%arg0, %arg1, %ra, %rb, %rc, %pure_call) : (tensor<128xf32>, tensor<1024x128xf32>, index, index, index, f32) -> f32
        %inserted = tensor.insert %pure_call_1 into %iter[%ra, %rb, %rc] : tensor<16x128x64xf32>
        xla.yield %inserted : tensor<16x128x64xf32>
      }
      %xla_loop_0 = xla.loop (%arg3, %arg4, %arg5, %0, %1, %2)[%i, %j, %k] -> (%ra, %rb, %rc) in #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z)[s0, s1, s2] -> (bl_x * 8 + s0 * 2 + 1, s1, s2), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 1], bl_y in [0, 0], bl_z in [0, 0], s0 in [0, 3], s1 in [0, 127], s2 in [0, 63]"> iter_args(%iter = %xla_loop) -> (tensor<16x128x64xf32>) {
        %4 = xla.apply_indexing #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z)[s0, s1, s2] -> (bl_x * 4 + s0), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 1], bl_y in [0, 0], bl_z in [0, 0], s0 in [0, 3], s1 in [0, 127], s2 in [0, 63]">(%arg3, %arg4, %arg5, %0, %1, %2)[%i, %j, %k]
        %pure_call = xla.pure_call @fused_computation_26_clone_slice_22(%arg0, %arg1, %4, %j, %k) : (tensor<128xf32>, tensor<1024x128xf32>, index, index, index) -> f32
        %pure_call_1 = xla.pure_call @fused_computation_26_clone__epilogue__bitcast_377(%arg0, %arg1, %ra, %rb, %rc, %pure_call) : (tensor<128xf32>, tensor<1024x128xf32>, index, index, index, f32) -> f32
        %inserted = tensor.insert %pure_call_1 into %iter[%ra, %rb, %rc] : tensor<16x128x64xf32>
        xla.yield %inserted : tensor<16x128x64xf32>
      }
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %xla_loop_0 into %arg6[0, 0, 0] [16, 128, 64] [1, 1, 1] : tensor<16x128x64xf32> into tensor<16x128x64xf32>
      }
    }
    return %3 : tensor<16x128x64xf32>
  }
  func.func private @fused_computation_26_clone_bitcast_377(%arg0: tensor<128xf32>, %arg1: tensor<1024x128xf32>, %arg2: index {xla.range = [0 : index, 15 : index]}, %arg3: index {xla.range = [0 : index, 127 : index]}, %arg4: index {xla.range = [0 : index, 63 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>, no_compute = true} {
    %0 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 floordiv 2), domain: d0 in [0, 15], d1 in [0, 127], d2 in [0, 63]">(%arg2, %arg3, %arg4)
    %1 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> ((d0 mod 2) * 128 + d1), domain: d0 in [0, 15], d1 in [0, 127], d2 in [0, 63]">(%arg2, %arg3, %arg4)
    %pure_call = xla.pure_call @fused_computation_26_clone_concatenate_10(%arg0, %arg1, %0, %1, %arg4) : (tensor<128xf32>, tensor<1024x128xf32>, index, index, index) -> f32
    return %pure_call : f32
  }
  func.func private @fused_computation_26_clone_concatenate_10(%arg0: tensor<128xf32>, %arg1: tensor<1024x128xf32>, %arg2: index {xla.range = [0 : index, 7 : index]}, %arg3: index {xla.range = [0 : index, 255 : index]}, %arg4: index {xla.range = [0 : index, 63 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %c128 = arith.constant 128 : index
    %0 = arith.cmpi ult, %arg3, %c128 : index
    %1 = scf.if %0 -> (f32) {
      %c0 = arith.constant 0 : index
      %2 = arith.subi %arg3, %c0 : index
      %pure_call = xla.pure_call @fused_computation_26_clone_slice_23(%arg0, %arg1, %arg2, %2, %arg4) : (tensor<128xf32>, tensor<1024x128xf32>, index, index, index) -> f32
      scf.yield %pure_call : f32
    } else {
      %c128_0 = arith.constant 128 : index
      %2 = arith.subi %arg3, %c128_0 : index
      %pure_call = xla.pure_call @fused_computation_26_clone_slice_22(%arg0, %arg1, %arg2, %2, %arg4) : (tensor<128xf32>, tensor<1024x128xf32>, index, index, index) -> f32
      scf.yield %pure_call : f32
    }
    return %1 : f32
  }
  func.func private @fused_computation_26_clone_slice_22(%arg0: tensor<128xf32>, %arg1: tensor<1024x128xf32>, %arg2: index {xla.range = [0 : index, 7 : index]}, %arg3: index {xla.range = [0 : index, 127 : index]}, %arg4: index {xla.range = [0 : index, 63 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>, no_compute = true} {
    %0 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d2 + 64), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 63]">(%arg2, %arg3, %arg4)
    %pure_call = xla.pure_call @fused_computation_26_clone_add_316(%arg0, %arg1, %arg2, %arg3, %0) : (tensor<128xf32>, tensor<1024x128xf32>, index, index, index) -> f32
    return %pure_call : f32
  }
  func.func private @fused_computation_26_clone_slice_23(%arg0: tensor<128xf32>, %arg1: tensor<1024x128xf32>, %arg2: index {xla.range = [0 : index, 7 : index]}, %arg3: index {xla.range = [0 : index, 127 : index]}, %arg4: index {xla.range = [0 : index, 63 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>, no_compute = true} {
    %pure_call = xla.pure_call @fused_computation_26_clone_add_316(%arg0, %arg1, %arg2, %arg3, %arg4) : (tensor<128xf32>, tensor<1024x128xf32>, index, index, index) -> f32
    return %pure_call : f32
  }
  func.func private @fused_computation_26_clone_add_316(%arg0: tensor<128xf32>, %arg1: tensor<1024x128xf32>, %arg2: index {xla.range = [0 : index, 7 : index]}, %arg3: index {xla.range = [0 : index, 127 : index]}, %arg4: index {xla.range = [0 : index, 127 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %0 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%arg2, %arg3, %arg4)
    %extracted = tensor.extract %arg1[%0, %arg4] : tensor<1024x128xf32>
    %extracted_0 = tensor.extract %arg0[%arg4] : tensor<128xf32>
    %1 = arith.addf %extracted, %extracted_0 : f32
    return %1 : f32
  }
  func.func private @fused_computation_26_clone__epilogue__bitcast_377(%arg0: tensor<128xf32>, %arg1: tensor<1024x128xf32>, %arg2: index {xla.range = [0 : index, 15 : index]}, %arg3: index {xla.range = [0 : index, 127 : index]}, %arg4: index {xla.range = [0 : index, 63 : index]}, %arg5: f32) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>, no_compute = true} {
    %0 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 floordiv 2), domain: d0 in [0, 15], d1 in [0, 127], d2 in [0, 63]">(%arg2, %arg3, %arg4)
    %1 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> ((d0 mod 2) * 128 + d1), domain: d0 in [0, 15], d1 in [0, 127], d2 in [0, 63]">(%arg2, %arg3, %arg4)
    return %arg5 : f32
  }
}