module @copy_gather_fusion.1.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @copy_gather_fusion.1.clone(%arg0: tensor<30522x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 15627264 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<8x128xi64> {llvm.align = 64 : index, llvm.dereferenceable = 8192 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<1024x1x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 2 : index}) -> tensor<1024x1x128xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = xla.workgroup_id  y {xla.range = [0 : index, 0 : index]}
    %2 = xla.workgroup_id  z {xla.range = [0 : index, 0 : index]}
    %3 = scf.forall (%arg3, %arg4, %arg5) in (1, 1, 1) shared_outs(%arg6 = %arg2) -> (tensor<1024x1x128xf32>) {
      %xla_loop = xla.loop (%arg3, %arg4, %arg5, %0, %1, %2)[%i, %j] -> (%ra, %rb, %rc) in #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z)[s0, s1] -> (bl_x * 512 + s0, 0, s1), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 1], bl_y in [0, 0], bl_z in [0, 0], s0 in [0, 511], s1 in [0, 127]"> iter_args(%iter = %arg6) -> (tensor<1024x1x128xf32>) {
        %pure_call = xla.pure_call @fused_computation_38_clone_gather_7(%arg0, %arg1, %ra, %rb, %rc) : (tensor<30522x128xf32>, tensor<8x128xi64>, index, index, index) -> f32
        %4 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (d0 + d1), domain: d0 in [0, 1023], d1 in [0, 0], d2 in [0, 127]">(%ra, %rb, %rc)
        %5 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2) -> (0), domain: d0 in [0, 1023], d1 in [0, 0], d2 in [0, 127]">(%ra, %rb, %rc)
        %inserted = tensor.insert %pure_call into %iter[%4, %5, %rc] : tensor<1024x1x128xf32>
        xla.yield %inserted : tensor<1024x1x128xf32>
      }
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %xla_loop into %arg6[0, 0, 0] [1024, 1, 128] [1, 1, 1] : tensor<1024x1x128xf32> into tensor<1024x1x128xf32>
      }
    }
    return %3 : tensor<1024x1x128xf32>
  }
  func.func private @fused_computation_38_clone_gather_7(%arg0: tensor<30522x128xf32>, %arg1: tensor<8x128xi64>, %arg2: index {xla.range = [0 : index, 1023 : index]}, %arg3: index {xla.range = [0 : index, 0 : index]}, %arg4: index {xla.range = [0 : index, 127 : index]}) -> f32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %c0 = arith.constant 0 : index
    %0 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (d0 floordiv 128), domain: d0 in [0, 1023], d1 in [0, 0]">(%arg2, %c0)
    %1 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (d0 mod 128), domain: d0 in [0, 1023], d1 in [0, 0]">(%arg2, %c0)
    %extracted = tensor.extract %arg1[%0, %1] : tensor<8x128xi64>
    %2 = arith.trunci %extracted : i64 to i32
    %c0_0 = arith.constant 0 : index
    %3 = arith.index_castui %2 : i32 to index
    %c30521 = arith.constant 30521 : index
    %4 = arith.minui %3, %c30521 : index
    %5 = arith.addi %4, %arg3 : index
    %6 = arith.addi %arg4, %c0 : index
    %extracted_1 = tensor.extract %arg0[%5, %6] : tensor<30522x128xf32>
    return %extracted_1 : f32
  }
}