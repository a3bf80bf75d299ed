module @copy_bitcast_fusion.2.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @copy_bitcast_fusion.2.clone(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.getelementptr inbounds %arg0[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %2 = llvm.load %1 invariant : !llvm.ptr -> !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %4 = llvm.load %3 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %6 = llvm.load %5 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %7 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %8 = llvm.load %7 : !llvm.ptr -> !llvm.ptr
    %9 = llvm.getelementptr inbounds %8[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %10 = llvm.load %9 invariant : !llvm.ptr -> i64
    %11 = llvm.getelementptr inbounds %8[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %12 = llvm.load %11 invariant : !llvm.ptr -> i64
    %13 = llvm.getelementptr inbounds %8[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %14 = llvm.load %13 invariant : !llvm.ptr -> i64
    llvm.call @copy_bitcast_fusion.2.clone_wrapped(%4, %6, %10, %12, %14) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @copy_bitcast_fusion.2.clone_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias}, %arg2: i64, %arg3: i64, %arg4: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(8192 : index) : i64
    %1 = llvm.mlir.constant(16384 : index) : i64
    %2 = llvm.mlir.constant(64 : index) : i64
    %3 = llvm.mlir.constant(65536 : index) : i64
    %4 = llvm.mlir.constant(128 : index) : i64
    %5 = llvm.mlir.constant(512 : index) : i64
    %6 = llvm.mlir.constant(0 : index) : i64
    %7 = llvm.mlir.constant(1 : index) : i64
    %8 = llvm.icmp "sge" %arg2, %6 : i64
    %9 = llvm.icmp "sle" %arg2, %7 : i64
    %10 = llvm.and %8, %9 : i1
    llvm.cond_br %10, ^bb1, ^bb8
  ^bb1:  // pred: ^bb0
    %11 = llvm.mul %arg2, %3 overflow<nsw> : i64
    llvm.br ^bb2(%6 : i64)
  ^bb2(%12: i64):  // 2 preds: ^bb1, ^bb6
    %13 = llvm.icmp "slt" %12, %5 : i64
    llvm.cond_br %13, ^bb3, ^bb7
  ^bb3:  // pred: ^bb2
    %14 = llvm.urem %12, %4 : i64
    %15 = llvm.mul %14, %2 overflow<nsw> : i64
    %16 = llvm.add %11, %15 overflow<nsw> : i64
    %17 = llvm.udiv %12, %4 : i64
    %18 = llvm.mul %17, %1 overflow<nsw> : i64
    %19 = llvm.add %16, %18 overflow<nsw> : i64
    %20 = llvm.mul %12, %4 overflow<nsw> : i64
    %21 = llvm.add %11, %20 overflow<nsw> : i64
    llvm.br ^bb4(%6 : i64)
  ^bb4(%22: i64):  // 2 preds: ^bb3, ^bb5
    %23 = llvm.icmp "slt" %22, %4 : i64
    llvm.cond_br %23, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %24 = llvm.udiv %22, %2 : i64
    %25 = llvm.mul %24, %0 overflow<nsw> : i64
    %26 = llvm.add %19, %25 overflow<nsw> : i64
    %27 = llvm.urem %22, %2 : i64
    %28 = llvm.add %26, %27 overflow<nsw> : i64
    %29 = llvm.getelementptr inbounds %arg0[0, %28] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %30 = llvm.load %29 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=1">]} : !llvm.ptr -> f32
    %31 = llvm.add %21, %22 overflow<nsw> : i64
    %32 = llvm.getelementptr inbounds %arg1[0, %31] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    llvm.store %30, %32 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=1">]} : f32, !llvm.ptr
    %33 = llvm.add %22, %7 : i64
    llvm.br ^bb4(%33 : i64)
  ^bb6:  // pred: ^bb4
    %34 = llvm.add %12, %7 : i64
    llvm.br ^bb2(%34 : i64)
  ^bb7:  // pred: ^bb2
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb0, ^bb7
    llvm.return
  }
}