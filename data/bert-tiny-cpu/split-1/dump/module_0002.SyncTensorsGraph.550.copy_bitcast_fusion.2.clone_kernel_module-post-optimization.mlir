module @copy_bitcast_fusion.2.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @copy_bitcast_fusion.2.clone(%arg0: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 1 : index}) -> tensor<131072xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %c128 = arith.constant 128 : index
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = arith.cmpi sge, %0, %c0 : index
    %2 = arith.cmpi sle, %0, %c1 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<131072xf32>) {
      %5 = scf.for %arg2 = %c0 to %c512 step %c1 iter_args(%arg3 = %arg1) -> (tensor<131072xf32>) {
        %6 = scf.for %arg4 = %c0 to %c128 step %c1 iter_args(%arg5 = %arg3) -> (tensor<131072xf32>) {
          %7 = xla.apply_indexing #xla.indexing_map<"(d0, bl_x, d2) -> ((d2 mod 128) * 64 + (d0 floordiv 64) * 8192 + (d2 floordiv 128) * 16384 + bl_x * 65536 + d0 mod 64), domain: d0 in [0, 127], bl_x in [0, 1], d2 in [0, 511]">(%arg4, %0, %arg2)
          %extracted = tensor.extract %arg0[%7] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=1">]} : tensor<131072xf32>
          %8 = xla.apply_indexing #xla.indexing_map<"(d0, bl_x, d2) -> (bl_x * 65536 + d2 * 128 + d0), domain: d0 in [0, 127], bl_x in [0, 1], d2 in [0, 511]">(%arg4, %0, %arg2)
          %inserted = tensor.insert %extracted into %arg5[%8] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=1">]} : tensor<131072xf32>
          scf.yield %inserted : tensor<131072xf32>
        }
        scf.yield %6 : tensor<131072xf32>
      }
      scf.yield %5 : tensor<131072xf32>
    } else {
      scf.yield %arg1 : tensor<131072xf32>
    }
    return %4 : tensor<131072xf32>
  }
}