module @concatenate_bitcast_fusion.2.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__concatenate_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @concatenate_bitcast_fusion.2.clone(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.getelementptr inbounds %arg0[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %2 = llvm.load %1 invariant : !llvm.ptr -> !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %4 = llvm.load %3 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %6 = llvm.load %5 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %7 = llvm.getelementptr inbounds %2[2, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %8 = llvm.load %7 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %9 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %10 = llvm.load %9 : !llvm.ptr -> !llvm.ptr
    %11 = llvm.getelementptr inbounds %10[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %12 = llvm.load %11 invariant : !llvm.ptr -> i64
    %13 = llvm.getelementptr inbounds %10[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %14 = llvm.load %13 invariant : !llvm.ptr -> i64
    %15 = llvm.getelementptr inbounds %10[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %16 = llvm.load %15 invariant : !llvm.ptr -> i64
    llvm.call @concatenate_bitcast_fusion.2.clone_wrapped(%4, %6, %8, %12, %14, %16) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @concatenate_bitcast_fusion.2.clone_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg2: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias}, %arg3: i64, %arg4: i64, %arg5: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(8192 : index) : i64
    %1 = llvm.mlir.constant(16384 : index) : i64
    %2 = llvm.mlir.constant(65536 : index) : i64
    %3 = llvm.mlir.constant(64 : index) : i64
    %4 = llvm.mlir.constant(128 : index) : i64
    %5 = llvm.mlir.constant(4 : index) : i64
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.icmp "sge" %arg3, %6 : i64
    %9 = llvm.icmp "sle" %arg3, %7 : i64
    %10 = llvm.and %8, %9 : i1
    llvm.cond_br %10, ^bb1, ^bb20
  ^bb1:  // pred: ^bb0
    %11 = llvm.mul %arg3, %5 overflow<nsw> : i64
    %12 = llvm.mul %arg3, %2 overflow<nsw> : i64
    llvm.br ^bb2(%6 : i64)
  ^bb2(%13: i64):  // 2 preds: ^bb1, ^bb9
    %14 = llvm.icmp "slt" %13, %5 : i64
    llvm.cond_br %14, ^bb3, ^bb10
  ^bb3:  // pred: ^bb2
    %15 = llvm.add %11, %13 overflow<nsw> : i64
    %16 = llvm.mul %13, %1 overflow<nsw> : i64
    %17 = llvm.add %12, %16 overflow<nsw> : i64
    llvm.br ^bb4(%6 : i64)
  ^bb4(%18: i64):  // 2 preds: ^bb3, ^bb8
    %19 = llvm.icmp "slt" %18, %4 : i64
    llvm.cond_br %19, ^bb5, ^bb9
  ^bb5:  // pred: ^bb4
    %20 = llvm.mul %18, %3 overflow<nsw> : i64
    %21 = llvm.add %17, %20 overflow<nsw> : i64
    llvm.br ^bb6(%6 : i64)
  ^bb6(%22: i64):  // 2 preds: ^bb5, ^bb7
    %23 = llvm.icmp "slt" %22, %3 : i64
    llvm.cond_br %23, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %24 = llvm.call @fused_computation_26_clone_add_316(%arg0, %arg1, %15, %18, %22) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> f32
    %25 = llvm.add %21, %22 overflow<nsw> : i64
    %26 = llvm.getelementptr inbounds %arg2[0, %25] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    llvm.store %24, %26 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : f32, !llvm.ptr
    %27 = llvm.add %22, %7 : i64
    llvm.br ^bb6(%27 : i64)
  ^bb8:  // pred: ^bb6
    %28 = llvm.add %18, %7 : i64
    llvm.br ^bb4(%28 : i64)
  ^bb9:  // pred: ^bb4
    %29 = llvm.add %13, %7 : i64
    llvm.br ^bb2(%29 : i64)
  ^bb10:  // pred: ^bb2
    llvm.br ^bb11(%6 : i64)
  ^bb11(%30: i64):  // 2 preds: ^bb10, ^bb18
    %31 = llvm.icmp "slt" %30, %5 : i64
    llvm.cond_br %31, ^bb12, ^bb19
  ^bb12:  // pred: ^bb11
    %32 = llvm.add %11, %30 overflow<nsw> : i64
    %33 = llvm.mul %30, %1 overflow<nsw> : i64
    %34 = llvm.add %12, %33 overflow<nsw> : i64
    llvm.br ^bb13(%6 : i64)
  ^bb13(%35: i64):  // 2 preds: ^bb12, ^bb17
    %36 = llvm.icmp "slt" %35, %4 : i64
    llvm.cond_br %36, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    %37 = llvm.mul %35, %3 overflow<nsw> : i64
    %38 = llvm.add %34, %37 overflow<nsw> : i64
    llvm.br ^bb15(%6 : i64)
  ^bb15(%39: i64):  // 2 preds: ^bb14, ^bb16
    %40 = llvm.icmp "slt" %39, %3 : i64
    llvm.cond_br %40, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %41 = llvm.add %39, %3 overflow<nsw> : i64
    %42 = llvm.call @fused_computation_26_clone_add_316(%arg0, %arg1, %32, %35, %41) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> f32
    %43 = llvm.add %38, %39 overflow<nsw> : i64
    %44 = llvm.add %43, %0 overflow<nsw> : i64
    %45 = llvm.getelementptr inbounds %arg2[0, %44] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    llvm.store %42, %45 : f32, !llvm.ptr
    %46 = llvm.add %39, %7 : i64
    llvm.br ^bb15(%46 : i64)
  ^bb17:  // pred: ^bb15
    %47 = llvm.add %35, %7 : i64
    llvm.br ^bb13(%47 : i64)
  ^bb18:  // pred: ^bb13
    %48 = llvm.add %30, %7 : i64
    llvm.br ^bb11(%48 : i64)
  ^bb19:  // pred: ^bb11
    llvm.br ^bb20
  ^bb20:  // 2 preds: ^bb0, ^bb19
    llvm.return
  }
  llvm.func internal @fused_computation_26_clone_add_316(%arg0: !llvm.ptr {llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.noalias, xla.invariant}, %arg2: i64 {xla.range = [0 : index, 7 : index]}, %arg3: i64 {xla.range = [0 : index, 127 : index]}, %arg4: i64 {xla.range = [0 : index, 127 : index]}) -> f32 attributes {sym_visibility = "private"} {
    %0 = llvm.mlir.constant(128 : index) : i64
    %1 = llvm.mlir.constant(16384 : index) : i64
    %2 = llvm.mul %arg2, %1 overflow<nsw> : i64
    %3 = llvm.mul %arg3, %0 overflow<nsw> : i64
    %4 = llvm.add %2, %3 overflow<nsw> : i64
    %5 = llvm.add %4, %arg4 overflow<nsw> : i64
    %6 = llvm.getelementptr inbounds %arg1[0, %5] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %7 = llvm.load %6 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : !llvm.ptr -> f32
    %8 = llvm.getelementptr inbounds %arg0[0, %arg4] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %9 = llvm.load %8 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : !llvm.ptr -> f32
    %10 = llvm.fadd %7, %9 : f32
    llvm.return %10 : f32
  }
}