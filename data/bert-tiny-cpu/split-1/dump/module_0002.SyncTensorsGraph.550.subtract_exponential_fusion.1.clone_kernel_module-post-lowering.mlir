module @subtract_exponential_fusion.1.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @subtract_exponential_fusion.1.clone(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.getelementptr inbounds %arg0[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %2 = llvm.load %1 invariant : !llvm.ptr -> !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %4 = llvm.load %3 invariant dereferenceable<bytes = 8192> : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %6 = llvm.load %5 invariant dereferenceable<bytes = 1048576> : !llvm.ptr -> !llvm.ptr
    %7 = llvm.getelementptr inbounds %2[2, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %8 = llvm.load %7 invariant dereferenceable<bytes = 1048576> : !llvm.ptr -> !llvm.ptr
    %9 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %10 = llvm.load %9 : !llvm.ptr -> !llvm.ptr
    %11 = llvm.getelementptr inbounds %10[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %12 = llvm.load %11 invariant : !llvm.ptr -> i64
    %13 = llvm.getelementptr inbounds %10[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %14 = llvm.load %13 invariant : !llvm.ptr -> i64
    %15 = llvm.getelementptr inbounds %10[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %16 = llvm.load %15 invariant : !llvm.ptr -> i64
    llvm.call @subtract_exponential_fusion.1.clone_wrapped(%4, %6, %8, %12, %14, %16) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @subtract_exponential_fusion.1.clone_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 8192 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 1048576 : index, llvm.noalias, xla.invariant}, %arg2: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 1048576 : index, llvm.noalias}, %arg3: i64, %arg4: i64, %arg5: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(16384 : index) : i64
    %1 = llvm.mlir.constant(32768 : index) : i64
    %2 = llvm.mlir.constant(131072 : index) : i64
    %3 = llvm.mlir.constant(256 : index) : i64
    %4 = llvm.mlir.constant(1024 : index) : i64
    %5 = llvm.mlir.constant(128 : index) : i64
    %6 = llvm.mlir.constant(2 : index) : i64
    %7 = llvm.mlir.constant(4 : index) : i64
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = llvm.mlir.constant(1 : index) : i64
    %10 = llvm.icmp "sge" %arg3, %8 : i64
    %11 = llvm.icmp "sle" %arg3, %9 : i64
    %12 = llvm.and %10, %11 : i1
    llvm.cond_br %12, ^bb1, ^bb14
  ^bb1:  // pred: ^bb0
    %13 = llvm.mul %arg3, %4 overflow<nsw> : i64
    %14 = llvm.mul %arg3, %2 overflow<nsw> : i64
    llvm.br ^bb2(%8 : i64)
  ^bb2(%15: i64):  // 2 preds: ^bb1, ^bb12
    %16 = llvm.icmp "slt" %15, %7 : i64
    llvm.cond_br %16, ^bb3, ^bb13
  ^bb3:  // pred: ^bb2
    %17 = llvm.mul %15, %3 overflow<nsw> : i64
    %18 = llvm.add %13, %17 overflow<nsw> : i64
    %19 = llvm.mul %15, %1 overflow<nsw> : i64
    %20 = llvm.add %14, %19 overflow<nsw> : i64
    llvm.br ^bb4(%8 : i64)
  ^bb4(%21: i64):  // 2 preds: ^bb3, ^bb11
    %22 = llvm.icmp "slt" %21, %6 : i64
    llvm.cond_br %22, ^bb5, ^bb12
  ^bb5:  // pred: ^bb4
    %23 = llvm.mul %21, %5 overflow<nsw> : i64
    %24 = llvm.add %18, %23 overflow<nsw> : i64
    %25 = llvm.mul %21, %0 overflow<nsw> : i64
    %26 = llvm.add %20, %25 overflow<nsw> : i64
    llvm.br ^bb6(%8 : i64)
  ^bb6(%27: i64):  // 2 preds: ^bb5, ^bb10
    %28 = llvm.icmp "slt" %27, %5 : i64
    llvm.cond_br %28, ^bb7, ^bb11
  ^bb7:  // pred: ^bb6
    %29 = llvm.add %24, %27 overflow<nsw> : i64
    %30 = llvm.getelementptr inbounds %arg0[0, %29] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2048 x f32>
    %31 = llvm.load %30 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : !llvm.ptr -> f32
    %32 = llvm.mul %27, %5 overflow<nsw> : i64
    %33 = llvm.add %26, %32 overflow<nsw> : i64
    llvm.br ^bb8(%8 : i64)
  ^bb8(%34: i64):  // 2 preds: ^bb7, ^bb9
    %35 = llvm.icmp "slt" %34, %5 : i64
    llvm.cond_br %35, ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    %36 = llvm.add %33, %34 overflow<nsw> : i64
    %37 = llvm.getelementptr inbounds %arg1[0, %36] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<262144 x f32>
    %38 = llvm.load %37 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : !llvm.ptr -> f32
    %39 = llvm.fsub %38, %31 : f32
    %40 = llvm.intr.exp(%39) : (f32) -> f32
    %41 = llvm.getelementptr inbounds %arg2[0, %36] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<262144 x f32>
    llvm.store %40, %41 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : f32, !llvm.ptr
    %42 = llvm.add %34, %9 : i64
    llvm.br ^bb8(%42 : i64)
  ^bb10:  // pred: ^bb8
    %43 = llvm.add %27, %9 : i64
    llvm.br ^bb6(%43 : i64)
  ^bb11:  // pred: ^bb6
    %44 = llvm.add %21, %9 : i64
    llvm.br ^bb4(%44 : i64)
  ^bb12:  // pred: ^bb4
    %45 = llvm.add %15, %9 : i64
    llvm.br ^bb2(%45 : i64)
  ^bb13:  // pred: ^bb2
    llvm.br ^bb14
  ^bb14:  // 2 preds: ^bb0, ^bb13
    llvm.return
  }
}