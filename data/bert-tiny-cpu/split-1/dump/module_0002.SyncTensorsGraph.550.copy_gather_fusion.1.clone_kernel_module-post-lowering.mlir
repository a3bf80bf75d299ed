module @copy_gather_fusion.1.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @copy_gather_fusion.1.clone(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.getelementptr inbounds %arg0[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %2 = llvm.load %1 invariant : !llvm.ptr -> !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %4 = llvm.load %3 invariant dereferenceable<bytes = 15627264> : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %6 = llvm.load %5 invariant dereferenceable<bytes = 8192> : !llvm.ptr -> !llvm.ptr
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
    llvm.call @copy_gather_fusion.1.clone_wrapped(%4, %6, %8, %12, %14, %16) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @copy_gather_fusion.1.clone_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 15627264 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 8192 : index, llvm.noalias, xla.invariant}, %arg2: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias}, %arg3: i64, %arg4: i64, %arg5: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(65536 : index) : i64
    %1 = llvm.mlir.constant(128 : index) : i64
    %2 = llvm.mlir.constant(512 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(30521 : index) : i64
    %5 = llvm.mlir.constant(0 : index) : i64
    %6 = llvm.icmp "sge" %arg3, %5 : i64
    %7 = llvm.icmp "sle" %arg3, %3 : i64
    %8 = llvm.and %6, %7 : i1
    llvm.cond_br %8, ^bb1, ^bb8
  ^bb1:  // pred: ^bb0
    %9 = llvm.mul %arg3, %2 overflow<nsw> : i64
    %10 = llvm.mul %arg3, %0 overflow<nsw> : i64
    llvm.br ^bb2(%5 : i64)
  ^bb2(%11: i64):  // 2 preds: ^bb1, ^bb6
    %12 = llvm.icmp "slt" %11, %2 : i64
    llvm.cond_br %12, ^bb3, ^bb7
  ^bb3:  // pred: ^bb2
    %13 = llvm.add %9, %11 overflow<nsw> : i64
    %14 = llvm.getelementptr inbounds %arg1[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x i64>
    %15 = llvm.load %14 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : !llvm.ptr -> i64
    %16 = llvm.trunc %15 : i64 to i32
    %17 = llvm.zext %16 : i32 to i64
    %18 = llvm.intr.umin(%17, %4) : (i64, i64) -> i64
    %19 = llvm.mul %18, %1 overflow<nsw> : i64
    %20 = llvm.mul %11, %1 overflow<nsw> : i64
    %21 = llvm.add %10, %20 overflow<nsw> : i64
    llvm.br ^bb4(%5 : i64)
  ^bb4(%22: i64):  // 2 preds: ^bb3, ^bb5
    %23 = llvm.icmp "slt" %22, %1 : i64
    llvm.cond_br %23, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %24 = llvm.add %19, %22 overflow<nsw> : i64
    %25 = llvm.getelementptr inbounds %arg0[0, %24] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3906816 x f32>
    %26 = llvm.load %25 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : !llvm.ptr -> f32
    %27 = llvm.add %21, %22 overflow<nsw> : i64
    %28 = llvm.getelementptr inbounds %arg2[0, %27] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    llvm.store %26, %28 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : f32, !llvm.ptr
    %29 = llvm.add %22, %3 : i64
    llvm.br ^bb4(%29 : i64)
  ^bb6:  // pred: ^bb4
    %30 = llvm.add %11, %3 : i64
    llvm.br ^bb2(%30 : i64)
  ^bb7:  // pred: ^bb2
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb0, ^bb7
    llvm.return
  }
}