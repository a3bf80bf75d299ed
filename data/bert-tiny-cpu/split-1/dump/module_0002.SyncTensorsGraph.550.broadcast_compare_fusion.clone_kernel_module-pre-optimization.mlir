module @broadcast_compare_fusion.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @broadcast_compare_fusion.clone(%arg0: tensor<16x128x128xf32> {llvm.align = 64 : index, llvm.dereferenceable = 1048576 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<8x2x128x128xi8> {llvm.align = 64 : index, llvm.dereferenceable = 262144 : index, xla.slice_index = 1 : index}) -> tensor<8x2x128x128xi8> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = xla.workgroup_id  y {xla.range = [0 : index, 0 : index]}
    %2 = xla.workgroup_id  z {xla.range = [0 : index, 0 : index]}
    %3 = scf.forall (%arg2, %arg3, %arg4) in (1, 1, 1) shared_outs(%arg5 = %arg1) -> (tensor<8x2x128x128xi8>) {
      %xla_loop = xla.loop (%arg2, %arg3, %arg4, %0, %1, %2)[%i, %j, %k, %l] -> (%ra, %rb, %rc, %rd) in #xla.indexing_map<"(th_x, th_y, th_z, bl_x, bl_y, bl_z)[s0, s1, s2, s3] -> (bl_x * 4 + s0, s1, s2, s3), domain: th_x in [0, 0], th_y in [0, 0], th_z in [0, 0], bl_x in [0, 1], bl_y in [0, 0], bl_z in [0, 0], s0 in [0, 3], s1 in [0, 1], s2 in [0, 127], s3 in [0, 127]"> iter_args(%iter = %arg5) -> (tensor<8x2x128x128xi8>) {
        %pure_call = xla.pure_call @fused_computation_29_clone_compare_3(%arg0, %ra, %rb, %rc, %rd) : (tensor<16x128x128xf32>, index, index, index, index) -> i8
        %inserted = tensor.insert %pure_call into %iter[%ra, %rb, %rc, %rd] : tensor<8x2x128x128xi8>
        xla.yield %inserted : tensor<8x2x128x128xi8>
      }
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %xla_loop into %arg5[0, 0, 0, 0] [8, 2, 128, 128] [1, 1, 1, 1] : tensor<8x2x128x128xi8> into tensor<8x2x128x128xi8>
      }
    }
    return %3 : tensor<8x2x128x128xi8>
  }
  func.func private @fused_computation_29_clone_compare_3(%arg0: tensor<16x128x128xf32>, %arg1: index {xla.range = [0 : index, 7 : index]}, %arg2: index {xla.range = [0 : index, 1 : index]}, %arg3: index {xla.range = [0 : index, 127 : index]}, %arg4: index {xla.range = [0 : index, 127 : index]}) -> i8 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %0 = xla.apply_indexing #xla.indexing_map<"(d0, d1, d2, d3) -> (d0 * 2 + d1), domain: d0 in [0, 7], d1 in [0, 1], d2 in [0, 127], d3 in [0, 127]">(%arg1, %arg2, %arg3, %arg4)
    %extracted = tensor.extract %arg0[%0, %arg3, %arg4] : tensor<16x128x128xf32>
    %cst = arith.constant 0xFF800000 : f32
    %1 = arith.cmpf oeq, %extracted, %cst : f32
    %2 = arith.extui %1 : i1 to i8
    return %2 : i8
  }
}