module @select_bitcast_fusion.1.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @select_bitcast_fusion.1.clone(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.getelementptr inbounds %arg0[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %2 = llvm.load %1 invariant : !llvm.ptr -> !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %4 = llvm.load %3 invariant dereferenceable<bytes = 1048576> : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %6 = llvm.load %5 invariant dereferenceable<bytes = 8192> : !llvm.ptr -> !llvm.ptr
    %7 = llvm.getelementptr inbounds %2[2, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %8 = llvm.load %7 invariant dereferenceable<bytes = 2048> : !llvm.ptr -> !llvm.ptr
    %9 = llvm.getelementptr inbounds %2[3, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %10 = llvm.load %9 invariant dereferenceable<bytes = 1048576> : !llvm.ptr -> !llvm.ptr
    %11 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %12 = llvm.load %11 : !llvm.ptr -> !llvm.ptr
    %13 = llvm.getelementptr inbounds %12[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %14 = llvm.load %13 invariant : !llvm.ptr -> i64
    %15 = llvm.getelementptr inbounds %12[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %16 = llvm.load %15 invariant : !llvm.ptr -> i64
    %17 = llvm.getelementptr inbounds %12[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %18 = llvm.load %17 invariant : !llvm.ptr -> i64
    llvm.call @select_bitcast_fusion.1.clone_wrapped(%4, %6, %8, %10, %14, %16, %18) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @select_bitcast_fusion.1.clone_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 1048576 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 8192 : index, llvm.noalias, xla.invariant}, %arg2: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 2048 : index, llvm.noalias, xla.invariant}, %arg3: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 1048576 : index, llvm.noalias}, %arg4: i64, %arg5: i64, %arg6: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(16384 : index) : i64
    %1 = llvm.mlir.constant(131072 : index) : i64
    %2 = llvm.mlir.constant(1024 : index) : i64
    %3 = llvm.mlir.constant(128 : index) : i64
    %4 = llvm.mlir.constant(8 : index) : i64
    %5 = llvm.mlir.constant(0 : index) : i64
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %8 = llvm.icmp "sge" %arg4, %5 : i64
    %9 = llvm.icmp "sle" %arg4, %6 : i64
    %10 = llvm.and %8, %9 : i1
    llvm.cond_br %10, ^bb1, ^bb11
  ^bb1:  // pred: ^bb0
    %11 = llvm.mul %arg4, %2 overflow<nsw> : i64
    %12 = llvm.mul %arg4, %1 overflow<nsw> : i64
    llvm.br ^bb2(%5 : i64)
  ^bb2(%13: i64):  // 2 preds: ^bb1, ^bb9
    %14 = llvm.icmp "slt" %13, %4 : i64
    llvm.cond_br %14, ^bb3, ^bb10
  ^bb3:  // pred: ^bb2
    %15 = llvm.mul %13, %3 overflow<nsw> : i64
    %16 = llvm.add %11, %15 overflow<nsw> : i64
    %17 = llvm.mul %13, %0 overflow<nsw> : i64
    %18 = llvm.add %12, %17 overflow<nsw> : i64
    llvm.br ^bb4(%5 : i64)
  ^bb4(%19: i64):  // 2 preds: ^bb3, ^bb8
    %20 = llvm.icmp "slt" %19, %3 : i64
    llvm.cond_br %20, ^bb5, ^bb9
  ^bb5:  // pred: ^bb4
    %21 = llvm.add %16, %19 overflow<nsw> : i64
    %22 = llvm.getelementptr inbounds %arg1[0, %21] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2048 x f32>
    %23 = llvm.load %22 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : !llvm.ptr -> f32
    %24 = llvm.getelementptr inbounds %arg2[0, %21] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2048 x i8>
    %25 = llvm.load %24 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : !llvm.ptr -> i8
    %26 = llvm.trunc %25 : i8 to i1
    %27 = llvm.mul %19, %3 overflow<nsw> : i64
    %28 = llvm.add %18, %27 overflow<nsw> : i64
    llvm.br ^bb6(%5 : i64)
  ^bb6(%29: i64):  // 2 preds: ^bb5, ^bb7
    %30 = llvm.icmp "slt" %29, %3 : i64
    llvm.cond_br %30, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %31 = llvm.add %28, %29 overflow<nsw> : i64
    %32 = llvm.getelementptr inbounds %arg0[0, %31] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<262144 x f32>
    %33 = llvm.load %32 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : !llvm.ptr -> f32
    %34 = llvm.fdiv %33, %23 : f32
    %35 = llvm.select %26, %7, %34 : i1, f32
    %36 = llvm.getelementptr inbounds %arg3[0, %31] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<262144 x f32>
    llvm.store %35, %36 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : f32, !llvm.ptr
    %37 = llvm.add %29, %6 : i64
    llvm.br ^bb6(%37 : i64)
  ^bb8:  // pred: ^bb6
    %38 = llvm.add %19, %6 : i64
    llvm.br ^bb4(%38 : i64)
  ^bb9:  // pred: ^bb4
    %39 = llvm.add %13, %6 : i64
    llvm.br ^bb2(%39 : i64)
  ^bb10:  // pred: ^bb2
    llvm.br ^bb11
  ^bb11:  // 2 preds: ^bb0, ^bb10
    llvm.return
  }
}