module @multiply_add_fusion.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @multiply_add_fusion.clone(%arg0: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 2 : index}, %arg3: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 3 : index}, %arg4: tensor<1024x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 4 : index}, %arg5: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 5 : index}, %arg6: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 6 : index}, %arg7: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 7 : index}, %arg8: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 8 : index}, %arg9: tensor<1024x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 9 : index}, %arg10: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 10 : index}, %arg11: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 11 : index}, %arg12: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 12 : index}, %arg13: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 13 : index}, %arg14: tensor<1024x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 14 : index}, %arg15: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 15 : index}, %arg16: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 16 : index}, %arg17: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 17 : index}, %arg18: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 18 : index}, %arg19: tensor<1024x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 19 : index}, %arg20: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 20 : index}, %arg21: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 21 : index}, %arg22: tensor<1024xf32> {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, xla.invariant, xla.slice_index = 22 : index}, %arg23: tensor<128x1x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 65536 : index, xla.invariant, xla.slice_index = 23 : index}, %arg24: tensor<1024x1x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 24 : index}, %arg25: tensor<1024x1x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 25 : index}, %arg26: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 26 : index}, %arg27: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 27 : index}, %arg28: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 28 : index}, %arg29: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 29 : index}, %arg30: tensor<128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, xla.invariant, xla.slice_index = 30 : index}, %arg31: tensor<8x128x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 31 : index}) -> tensor<8x128x128xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = xla.workgroup_id  y {xla.range = [0 : index, 0 : index]}
    %2 = xla.workgroup_id  z {xla.range = [0 : index, 0 : index]}
    %3 = scf.forall (%arg32, %arg33, %arg34) in (1, 1, 1) shared_outs(%arg35 = %arg31) -> (tensor<8x128x128xf32>) {
      %xla_loop = xla.loop (%arg32, %arg33, %arg34, %0, %1, %2)[%i, %j, %k] -> (%ra, %rb, %rc) in #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z)[s0, s1, s2] -> (bl_x * 4 + s0, s1, s2), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 1], bl_y in [0, 0], bl_z in [0, 0], s0 in [0, 3], s1 in [0, 127], s2 in [0, 127]"> iter_args(%iter = %arg35) -> (tensor<8x128x128xf32>) {
        %pure_call = xla.pure_call @fused_computation_clone_add_184(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %ra, %rb, %rc) : (tensor<128xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<128xf32>, tensor<1024x128xf32>, tensor<128xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<128xf32>, tensor<1024x128xf32>, tensor<128xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<128xf32>, tensor<1024x128xf32>, tensor<128xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<128xf32>, tensor<1024x128xf32>, tensor<128xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<128x1x128xf32>, tensor<1024x1x128xf32>, tensor<1024x1x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, index, index, index) -> f32
        %inserted = tensor.insert %pure_call into %iter[%ra, %rb, %rc] : tensor<8x128x128xf32>
        xla.yield %inserted : tensor<8x128x128xf32>
      }
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %xla_loop into %arg35[0, 0, 0] [8, 128, 128] [1, 1, 1] : tensor<8x128x128xf32> into tensor<8x128x128xf32>
      }
    }
    return %3 : tensor<8x128x128xf32>
  }
  func.func private @fused_computation_clone_add_184(%arg0: tensor<128xf32>, %arg1: tensor<1024xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<128xf32>, %arg4: tensor<1024x128xf32>, %arg5: tensor<128xf32>, %arg6: tensor<1024xf32>, %arg7: tensor<1024xf32>, %arg8: tensor<128xf32>, %arg9: tensor<1024x128xf32>, %arg10: tensor<128xf32>, %arg11: tensor<1024xf32>, %arg12: tensor<1024xf32>, %arg13: tensor<128xf32>, %arg14: tensor<1024x128xf32>, %arg15: tensor<128xf32>, %arg16: tensor<1024xf32>, %arg17: tensor<1024xf32>, %arg18: tensor<128xf32>, %arg19: tensor<1024x128xf32>, %arg20: tensor<128xf32>, %arg21: tensor<1024xf32>, %arg22: tensor<1024xf32>, %arg23: tensor<128x1x128xf32>, %arg24: tensor<1024x1x128xf32>, %arg25: tensor<1024x1x128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<128xf32>, %arg31: index {xla.range = [0 : index, 7 : index]}, %arg32: index {xla.range = [0 : index, 127 : index]}, %arg33: index {xla.range = [0 : index, 127 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %0 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (0), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%arg31, %arg32, %arg33)
    %1 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%arg31, %arg32, %arg33)
    %2 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 floordiv 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%0, %1, %arg33)
    %3 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 mod 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%0, %1, %arg33)
    %4 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (0), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%2, %3, %arg33)
    %5 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%2, %3, %arg33)
    %6 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 floordiv 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%4, %5, %arg33)
    %7 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 mod 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%4, %5, %arg33)
    %8 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (0), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%6, %7, %arg33)
    %9 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%6, %7, %arg33)
    %10 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 floordiv 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%8, %9, %arg33)
    %11 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 mod 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%8, %9, %arg33)
    %12 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (0), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%10, %11, %arg33)
    %13 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%10, %11, %arg33)
    %14 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 floordiv 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%12, %13, %arg33)
    %15 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 mod 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%12, %13, %arg33)
    %16 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (0), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%14, %15, %arg33)
    %17 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%14, %15, %arg33)
    %18 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 floordiv 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%16, %17, %arg33)
    %19 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d1 mod 128), domain: d0 in [0, 0], d1 in [0, 1023], d2 in [0, 127]">(%16, %17, %arg33)
    %20 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%18, %19, %arg33)
    %21 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (0), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%18, %19, %arg33)
    %extracted = tensor.extract %arg24[%20, %21, %arg33] : tensor<1024x1x128xf32>
    %extracted_0 = tensor.extract %arg25[%20, %21, %arg33] : tensor<1024x1x128xf32>
    %22 = arith.addf %extracted, %extracted_0 : f32
    %23 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (0), domain: d0 in [0, 127], d1 in [0, 127]">(%19, %arg33)
    %extracted_1 = tensor.extract %arg23[%19, %23, %arg33] : tensor<128x1x128xf32>
    %24 = arith.addf %22, %extracted_1 : f32
    %extracted_2 = tensor.extract %arg22[%17] : tensor<1024xf32>
    %cst = arith.constant 7.812500e-03 : f32
    %25 = arith.mulf %extracted_2, %cst : f32
    %26 = arith.subf %24, %25 : f32
    %extracted_3 = tensor.extract %arg21[%17] : tensor<1024xf32>
    %27 = arith.mulf %26, %extracted_3 : f32
    %extracted_4 = tensor.extract %arg20[%arg33] : tensor<128xf32>
    %28 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%14, %15, %arg33)
    %extracted_5 = tensor.extract %arg19[%28, %arg33] : tensor<1024x128xf32>
    %extracted_6 = tensor.extract %arg18[%arg33] : tensor<128xf32>
    %extracted_7 = tensor.extract %arg26[%arg33] : tensor<128xf32>
    %29 = arith.mulf %27, %extracted_4 : f32
    %30 = arith.addf %extracted_5, %extracted_6 : f32
    %31 = arith.addf %extracted_7, %29 : f32
    %32 = arith.addf %30, %31 : f32
    %extracted_8 = tensor.extract %arg17[%13] : tensor<1024xf32>
    %33 = arith.mulf %extracted_8, %cst : f32
    %34 = arith.subf %32, %33 : f32
    %extracted_9 = tensor.extract %arg16[%13] : tensor<1024xf32>
    %35 = arith.mulf %34, %extracted_9 : f32
    %extracted_10 = tensor.extract %arg15[%arg33] : tensor<128xf32>
    %36 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%10, %11, %arg33)
    %extracted_11 = tensor.extract %arg14[%36, %arg33] : tensor<1024x128xf32>
    %extracted_12 = tensor.extract %arg13[%arg33] : tensor<128xf32>
    %extracted_13 = tensor.extract %arg27[%arg33] : tensor<128xf32>
    %37 = arith.mulf %35, %extracted_10 : f32
    %38 = arith.addf %extracted_11, %extracted_12 : f32
    %39 = arith.addf %extracted_13, %37 : f32
    %40 = arith.addf %38, %39 : f32
    %extracted_14 = tensor.extract %arg12[%9] : tensor<1024xf32>
    %41 = arith.mulf %extracted_14, %cst : f32
    %42 = arith.subf %40, %41 : f32
    %extracted_15 = tensor.extract %arg11[%9] : tensor<1024xf32>
    %43 = arith.mulf %42, %extracted_15 : f32
    %extracted_16 = tensor.extract %arg10[%arg33] : tensor<128xf32>
    %44 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%6, %7, %arg33)
    %extracted_17 = tensor.extract %arg9[%44, %arg33] : tensor<1024x128xf32>
    %extracted_18 = tensor.extract %arg8[%arg33] : tensor<128xf32>
    %extracted_19 = tensor.extract %arg28[%arg33] : tensor<128xf32>
    %45 = arith.mulf %43, %extracted_16 : f32
    %46 = arith.addf %extracted_17, %extracted_18 : f32
    %47 = arith.addf %extracted_19, %45 : f32
    %48 = arith.addf %46, %47 : f32
    %extracted_20 = tensor.extract %arg7[%5] : tensor<1024xf32>
    %49 = arith.mulf %extracted_20, %cst : f32
    %50 = arith.subf %48, %49 : f32
    %extracted_21 = tensor.extract %arg6[%5] : tensor<1024xf32>
    %51 = arith.mulf %50, %extracted_21 : f32
    %extracted_22 = tensor.extract %arg5[%arg33] : tensor<128xf32>
    %52 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 * 128 + d1), domain: d0 in [0, 7], d1 in [0, 127], d2 in [0, 127]">(%2, %3, %arg33)
    %extracted_23 = tensor.extract %arg4[%52, %arg33] : tensor<1024x128xf32>
    %extracted_24 = tensor.extract %arg3[%arg33] : tensor<128xf32>
    %extracted_25 = tensor.extract %arg29[%arg33] : tensor<128xf32>
    %53 = arith.mulf %51, %extracted_22 : f32
    %54 = arith.addf %extracted_23, %extracted_24 : f32
    %55 = arith.addf %extracted_25, %53 : f32
    %56 = arith.addf %54, %55 : f32
    %extracted_26 = tensor.extract %arg2[%1] : tensor<1024xf32>
    %57 = arith.mulf %extracted_26, %cst : f32
    %58 = arith.subf %56, %57 : f32
    %extracted_27 = tensor.extract %arg1[%1] : tensor<1024xf32>
    %59 = arith.mulf %58, %extracted_27 : f32
    %extracted_28 = tensor.extract %arg0[%arg33] : tensor<128xf32>
    %extracted_29 = tensor.extract %arg30[%arg33] : tensor<128xf32>
    %60 = arith.mulf %59, %extracted_28 : f32
    %61 = arith.addf %extracted_29, %60 : f32
    return %61 : f32
  }
}