module @broadcast_compare_fusion.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @broadcast_compare_fusion.clone(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.getelementptr inbounds %arg0[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %2 = llvm.load %1 invariant : !llvm.ptr -> !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %4 = llvm.load %3 invariant dereferenceable<bytes = 1048576> : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %6 = llvm.load %5 invariant dereferenceable<bytes = 262144> : !llvm.ptr -> !llvm.ptr
    %7 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %8 = llvm.load %7 : !llvm.ptr -> !llvm.ptr
    %9 = llvm.getelementptr inbounds %8[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %10 = llvm.load %9 invariant : !llvm.ptr -> i64
    %11 = llvm.getelementptr inbounds %8[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %12 = llvm.load %11 invariant : !llvm.ptr -> i64
    %13 = llvm.getelementptr inbounds %8[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %14 = llvm.load %13 invariant : !llvm.ptr -> i64
    llvm.call @broadcast_compare_fusion.clone_wrapped(%4, %6, %10, %12, %14) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @broadcast_compare_fusion.clone_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 1048576 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 262144 : index, llvm.noalias}, %arg2: i64, %arg3: i64, %arg4: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(16384 : index) : i64
    %1 = llvm.mlir.constant(32768 : index) : i64
    %2 = llvm.mlir.constant(131072 : index) : i64
    %3 = llvm.mlir.constant(128 : index) : i64
    %4 = llvm.mlir.constant(2 : index) : i64
    %5 = llvm.mlir.constant(4 : index) : i64
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %9 = llvm.icmp "sge" %arg2, %6 : i64
    %10 = llvm.icmp "sle" %arg2, %7 : i64
    %11 = llvm.and %9, %10 : i1
    llvm.cond_br %11, ^bb1, ^bb14
  ^bb1:  // pred: ^bb0
    %12 = llvm.mul %arg2, %2 overflow<nsw> : i64
    llvm.br ^bb2(%6 : i64)
  ^bb2(%13: i64):  // 2 preds: ^bb1, ^bb12
    %14 = llvm.icmp "slt" %13, %5 : i64
    llvm.cond_br %14, ^bb3, ^bb13
  ^bb3:  // pred: ^bb2
    %15 = llvm.mul %13, %1 overflow<nsw> : i64
    %16 = llvm.add %12, %15 overflow<nsw> : i64
    llvm.br ^bb4(%6 : i64)
  ^bb4(%17: i64):  // 2 preds: ^bb3, ^bb11
    %18 = llvm.icmp "slt" %17, %4 : i64
    llvm.cond_br %18, ^bb5, ^bb12
  ^bb5:  // pred: ^bb4
    %19 = llvm.mul %17, %0 overflow<nsw> : i64
    %20 = llvm.add %16, %19 overflow<nsw> : i64
    llvm.br ^bb6(%6 : i64)
  ^bb6(%21: i64):  // 2 preds: ^bb5, ^bb10
    %22 = llvm.icmp "slt" %21, %3 : i64
    llvm.cond_br %22, ^bb7, ^bb11
  ^bb7:  // pred: ^bb6
    %23 = llvm.mul %21, %3 overflow<nsw> : i64
    %24 = llvm.add %20, %23 overflow<nsw> : i64
    llvm.br ^bb8(%6 : i64)
  ^bb8(%25: i64):  // 2 preds: ^bb7, ^bb9
    %26 = llvm.icmp "slt" %25, %3 : i64
    llvm.cond_br %26, ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    %27 = llvm.add %24, %25 overflow<nsw> : i64
    %28 = llvm.getelementptr inbounds %arg0[0, %27] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<262144 x f32>
    %29 = llvm.load %28 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=1">]} : !llvm.ptr -> f32
    %30 = llvm.fcmp "oeq" %29, %8 : f32
    %31 = llvm.zext %30 : i1 to i8
    %32 = llvm.getelementptr inbounds %arg1[0, %27] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<262144 x i8>
    llvm.store %31, %32 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=1">]} : i8, !llvm.ptr
    %33 = llvm.add %25, %7 : i64
    llvm.br ^bb8(%33 : i64)
  ^bb10:  // pred: ^bb8
    %34 = llvm.add %21, %7 : i64
    llvm.br ^bb6(%34 : i64)
  ^bb11:  // pred: ^bb6
    %35 = llvm.add %17, %7 : i64
    llvm.br ^bb4(%35 : i64)
  ^bb12:  // pred: ^bb4
    %36 = llvm.add %13, %7 : i64
    llvm.br ^bb2(%36 : i64)
  ^bb13:  // pred: ^bb2
    llvm.br ^bb14
  ^bb14:  // 2 preds: ^bb0, ^bb13
    llvm.return
  }
}