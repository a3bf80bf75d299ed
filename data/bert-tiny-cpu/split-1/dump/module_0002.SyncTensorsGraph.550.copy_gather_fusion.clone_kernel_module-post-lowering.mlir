module @copy_gather_fusion.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @copy_gather_fusion.clone(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.getelementptr inbounds %arg0[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %2 = llvm.load %1 invariant : !llvm.ptr -> !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %4 = llvm.load %3 invariant dereferenceable<bytes = 1024> : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %6 = llvm.load %5 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
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
    llvm.call @copy_gather_fusion.clone_wrapped(%4, %6, %8, %12, %14, %16) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @copy_gather_fusion.clone_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 1024 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg2: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias}, %arg3: i64, %arg4: i64, %arg5: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(65536 : index) : i64
    %1 = llvm.mlir.constant(128 : index) : i64
    %2 = llvm.mlir.constant(512 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(0 : index) : i64
    %5 = llvm.icmp "sge" %arg3, %4 : i64
    %6 = llvm.icmp "sle" %arg3, %3 : i64
    %7 = llvm.and %5, %6 : i1
    llvm.cond_br %7, ^bb1, ^bb8
  ^bb1:  // pred: ^bb0
    %8 = llvm.mul %arg3, %0 overflow<nsw> : i64
    llvm.br ^bb2(%4 : i64)
  ^bb2(%9: i64):  // 2 preds: ^bb1, ^bb6
    %10 = llvm.icmp "slt" %9, %2 : i64
    llvm.cond_br %10, ^bb3, ^bb7
  ^bb3:  // pred: ^bb2
    %11 = llvm.urem %9, %1 : i64
    %12 = llvm.getelementptr inbounds %arg1[0, %11] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<512 x i64>
    %13 = llvm.load %12 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : !llvm.ptr -> i64
    %14 = llvm.trunc %13 : i64 to i32
    %15 = llvm.zext %14 : i32 to i64
    %16 = llvm.intr.umin(%15, %3) : (i64, i64) -> i64
    %17 = llvm.mul %16, %1 overflow<nsw> : i64
    %18 = llvm.mul %9, %1 overflow<nsw> : i64
    %19 = llvm.add %8, %18 overflow<nsw> : i64
    llvm.br ^bb4(%4 : i64)
  ^bb4(%20: i64):  // 2 preds: ^bb3, ^bb5
    %21 = llvm.icmp "slt" %20, %1 : i64
    llvm.cond_br %21, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %22 = llvm.add %17, %20 overflow<nsw> : i64
    %23 = llvm.getelementptr inbounds %arg0[0, %22] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<256 x f32>
    %24 = llvm.load %23 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : !llvm.ptr -> f32
    %25 = llvm.add %19, %20 overflow<nsw> : i64
    %26 = llvm.getelementptr inbounds %arg2[0, %25] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    llvm.store %24, %26 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : f32, !llvm.ptr
    %27 = llvm.add %20, %3 : i64
    llvm.br ^bb4(%27 : i64)
  ^bb6:  // pred: ^bb4
    %28 = llvm.add %9, %3 : i64
    llvm.br ^bb2(%28 : i64)
  ^bb7:  // pred: ^bb2
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb0, ^bb7
    llvm.return
  }
}