module @add_bitcast_fusion.6.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @add_bitcast_fusion.6.clone(%arg0: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<1024x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 2 : index}, %arg3: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 3 : index}, %arg4: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 4 : index}, %arg5: tensor<128x1x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 65536 : index, xla.invariant, xla.slice_index = 5 : index}, %arg6: tensor<1024x1x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 6 : index}, %arg7: tensor<1024x1x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 7 : index}, %arg8: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 8 : index}, %arg9: tensor<1x1024x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 9 : index}) -> tensor<1x1024x128xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = xla.workgroup_id  y {xla.range = [0 : index, 0 : index]}
    %2 = xla.workgroup_id  z {xla.range = [0 : index, 0 : index]}
    %3 = scf.forall (%arg10, %arg11, %arg12) in (1, 1, 1) shared_outs(%arg13 = %arg9) -> (tensor<1x1024x128xf32>) {
      %xla_loop = xla.loop (%arg10, %arg11, %arg12, %0, %1, %2)[%i, %j] -> (%ra, %rb, %rc) in #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z)[s0, s1] -> (0, bl_x * 512 + s0, s1), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 1], bl_y in [0, 0], bl_z in [0, 0], s0 in [0, 511], s1 in [0, 127]"> iter_args(%iter = %arg13) -> (tensor<1x1024x128xf32>) {
        %pure_call = xla.pure_call @fused_computation_24_clone_bitcast_369(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %ra, %rb, %rc) : (tensor<128xf32>, tensor<1024x128xf32>, tensor<128xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<128x1x128xf32>, tensor<1024x1x128xf32>, tensor<1024x1x128xf32>, tensor<128xf32>, index, index, index) -> f32
        %inserted = tensor.insert %pure_call into %iter[%ra, %rb, %rc] : tensor<1x1024x128xf32>
        xla.yield %inserted : tensor<1x1024x128xf32>
      }
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %xla_loop into %arg13[0, 0, 0] [1, 1024, 128] [1, 1, 1] : tensor<1x1024x128xf32> into tensor<1x1024x128xf32>
      }
    }
    return %3 : tensor<1x1024x128xf32>
  }
  func.func private @fused_computation_24_clone_bitcast_369(%arg0: tensor<128xf32>, %arg1: tensor<1024x128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<1024xf32>, %arg4: tensor<1024xf32>, %arg5: tensor<128x1x128xf32>, %arg6: tensor<1024x1x128xf32>, %arg7: tensor<1024x1x128xf32>, %arg8: tensor<128xf32>, %arg9: index {xla.range = [0 : index, 0 : index]}, %arg10: index {xla.range = [0 : index, 1023 : index]}, %arg11: index {xla.range = [0 : index, 127 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %0 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 floordiv 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%arg9, %arg10, %arg11)
    %1 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 mod 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%arg9, %arg10, %arg11)
    %2 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (0), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%0, %1, %arg11)
    %3 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%0, %1, %arg11)
    %4 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 floordiv 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%2, %3, %arg11)
    %5 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 mod 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%2, %3, %arg11)
    %6 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%4, %5, %arg11)
    %7 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (0), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%4, %5, %arg11)
    %extracted = tensor.extract %arg6[%6, %7, %arg11] : tensor<1024x1x128xf32>
    %extracted_0 = tensor.extract %arg7[%6, %7, %arg11] : tensor<1024x1x128xf32>
    %8 = arith.addf %extracted, %extracted_0 : f32
    %9 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (0), domain: d0 in [0, 127], d1 in [0, 127]">(%5, %arg11)
    %extracted_1 = tensor.extract %arg5[%5, %9, %arg11] : tensor<128x1x128xf32>
    %10 = arith.addf %8, %extracted_1 : f32
    %extracted_2 = tensor.extract %arg4[%3] : tensor<1024xf32>
    %cst = arith.constant 7.812500e-03 : f32
    %11 = arith.mulf %extracted_2, %cst : f32
    %12 = arith.subf %10, %11 : f32
    %extracted_3 = tensor.extract %arg3[%3] : tensor<1024xf32>
    %13 = arith.mulf %12, %extracted_3 : f32
    %extracted_4 = tensor.extract %arg2[%arg11] : tensor<128xf32>
    %14 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%0, %1, %arg11)
    %extracted_5 = tensor.extract %arg1[%14, %arg11] : tensor<1024x128xf32>
    %extracted_6 = tensor.extract %arg0[%arg11] : tensor<128xf32>
    %extracted_7 = tensor.extract %arg8[%arg11] : tensor<128xf32>
    %15 = arith.mulf %13, %extracted_4 : f32
    %16 = arith.addf %extracted_5, %extracted_6 : f32
    %17 = arith.addf %extracted_7, %15 : f32
    %18 = arith.addf %16, %17 : f32
    return %18 : f32
  }
}