module @compare_reduce_fusion_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @compare_reduce_fusion(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.getelementptr inbounds %arg0[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %2 = llvm.load %1 invariant : !llvm.ptr -> !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %4 = llvm.load %3 invariant dereferenceable<bytes = 16> : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %6 = llvm.load %5 invariant dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
    %7 = llvm.getelementptr inbounds %2[2, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %8 = llvm.load %7 invariant dereferenceable<bytes = 8192> : !llvm.ptr -> !llvm.ptr
    %9 = llvm.getelementptr inbounds %2[3, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %10 = llvm.load %9 invariant dereferenceable<bytes = 1> : !llvm.ptr -> !llvm.ptr
    %11 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %12 = llvm.load %11 : !llvm.ptr -> !llvm.ptr
    %13 = llvm.getelementptr inbounds %12[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %14 = llvm.load %13 invariant : !llvm.ptr -> i64
    %15 = llvm.getelementptr inbounds %12[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %16 = llvm.load %15 invariant : !llvm.ptr -> i64
    %17 = llvm.getelementptr inbounds %12[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %18 = llvm.load %17 invariant : !llvm.ptr -> i64
    llvm.call @compare_reduce_fusion_wrapped(%4, %6, %8, %10, %14, %16, %18) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @compare_reduce_fusion_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 16 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 8 : index, llvm.noalias, xla.invariant}, %arg2: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 8192 : index, llvm.noalias, xla.invariant}, %arg3: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 1 : index, llvm.noalias}, %arg4: i64, %arg5: i64, %arg6: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(128 : index) : i64
    %1 = llvm.mlir.constant(8 : index) : i64
    %2 = llvm.mlir.constant(2 : index) : i64
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = llvm.mlir.constant(1 : index) : i64
    %5 = llvm.mlir.constant(0 : i8) : i8
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(127 : index) : i64
    %8 = llvm.getelementptr inbounds %arg1[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i64>
    %9 = llvm.load %8 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : !llvm.ptr -> i64
    llvm.br ^bb1(%3, %5 : i64, i8)
  ^bb1(%10: i64, %11: i8):  // 2 preds: ^bb0, ^bb5
    %12 = llvm.icmp "slt" %10, %2 : i64
    llvm.cond_br %12, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %13 = llvm.getelementptr inbounds %arg0[0, %10] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %14 = llvm.load %13 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : !llvm.ptr -> i64
    %15 = llvm.icmp "slt" %14, %6 : i64
    %16 = llvm.add %14, %9 {xla.range = [-9223372036854775808 : index, 9223372036854775807 : index]} : i64
    %17 = llvm.select %15, %16, %14 : i1, i64
    %18 = llvm.intr.smin(%17, %7) {xla.range = [-9223372036854775808 : index, 127 : index]} : (i64, i64) -> i64
    %19 = llvm.intr.smax(%18, %3) {xla.range = [0 : index, 127 : index]} : (i64, i64) -> i64
    llvm.br ^bb3(%3, %11 : i64, i8)
  ^bb3(%20: i64, %21: i8):  // 2 preds: ^bb2, ^bb4
    %22 = llvm.icmp "slt" %20, %1 : i64
    llvm.cond_br %22, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %23 = llvm.mul %20, %0 overflow<nsw> : i64
    %24 = llvm.add %19, %23 overflow<nsw> : i64
    %25 = llvm.getelementptr inbounds %arg2[0, %24] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x i64>
    %26 = llvm.load %25 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : !llvm.ptr -> i64
    %27 = llvm.icmp "eq" %26, %6 : i64
    %28 = llvm.zext %27 : i1 to i8
    %29 = llvm.or %21, %28 : i8
    %30 = llvm.add %20, %4 : i64
    llvm.br ^bb3(%30, %29 : i64, i8)
  ^bb5:  // pred: ^bb3
    %31 = llvm.add %10, %4 : i64
    llvm.br ^bb1(%31, %21 : i64, i8)
  ^bb6:  // pred: ^bb1
    %32 = llvm.getelementptr inbounds %arg3[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i8>
    llvm.store %11, %32 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : i8, !llvm.ptr
    llvm.return
  }
}