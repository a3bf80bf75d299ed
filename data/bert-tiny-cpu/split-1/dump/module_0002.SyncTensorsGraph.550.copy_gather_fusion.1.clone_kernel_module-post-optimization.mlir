module @copy_gather_fusion.1.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  func.func @copy_gather_fusion.1.clone(%arg0: tensor<3906816xf32> {llvm.align = 64 : index, llvm.dereferenceable = 15627264 : index, xla.invariant, xla.slice_index = 0 : index}, %arg1: tensor<1024xi64> {llvm.align = 64 : index, llvm.dereferenceable = 8192 : index, xla.invariant, xla.slice_index = 1 : index}, %arg2: tensor<131072xf32> {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, xla.slice_index = 2 : index}) -> tensor<131072xf32> attributes {xla.backend_kind = #xla.backend_kind<cpu>, xla.entry} {
    %c0 = arith.constant 0 : index
    %c30521 = arith.constant 30521 : index
    %c1 = arith.constant 1 : index
    %c512 = arith.constant 512 : index
    %c128 = arith.constant 128 : index
    %0 = xla.workgroup_id  x {xla.range = [0 : index, 1 : index]}
    %1 = arith.cmpi sge, %0, %c0 : index
    %2 = arith.cmpi sle, %0, %c1 : index
    %3 = arith.andi %1, %2 : i1
    %4 = scf.if %3 -> (tensor<131072xf32>) {
      %5 = scf.for %arg3 = %c0 to %c512 step %c1 iter_args(%arg4 = %arg2) -> (tensor<131072xf32>) {
        %6 = xla.apply_indexing #xla.indexing_map<"(bl_x, d1) -> (bl_x * 512 + d1), domain: bl_x in [0, 1], d1 in [0, 511]">(%0, %arg3)
        %extracted = tensor.extract %arg1[%6] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<1024xi64>
        %7 = arith.trunci %extracted : i64 to i32
        %8 = arith.index_castui %7 : i32 to index
        %9 = arith.minui %8, %c30521 : index
        %10 = scf.for %arg5 = %c0 to %c128 step %c1 iter_args(%arg6 = %arg4) -> (tensor<131072xf32>) {
          %11 = xla.apply_indexing #xla.indexing_map<"(d0, d1) -> (d0 * 128 + d1), domain: d0 in [0, 30521], d1 in [0, 127]">(%9, %arg5)
          %extracted_0 = tensor.extract %arg0[%11] {llvm.noalias = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<3906816xf32>
          %12 = xla.apply_indexing #xla.indexing_map<"(d0, bl_x, d2) -> (bl_x * 65536 + d2 * 128 + d0), domain: d0 in [0, 127], bl_x in [0, 1], d2 in [0, 511]">(%arg5, %0, %arg3)
          %inserted = tensor.insert %extracted_0 into %arg6[%12] {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : tensor<131072xf32>
          scf.yield %inserted : tensor<131072xf32>
        }
        scf.yield %10 : tensor<131072xf32>
      }
      scf.yield %5 : tensor<131072xf32>
    } else {
      scf.yield %arg2 : tensor<131072xf32>
    }
    return %4 : tensor<131072xf32>
  }
}