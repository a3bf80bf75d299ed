module @copy_bitcast_fusion.3.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @copy_bitcast_fusion.3.clone(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.getelementptr inbounds %arg0[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %2 = llvm.load %1 invariant : !llvm.ptr -> !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %4 = llvm.load %3 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %6 = llvm.load %5 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %7 = llvm.getelementptr inbounds %2[2, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %8 = llvm.load %7 invariant dereferenceable<bytes = 4> : !llvm.ptr -> !llvm.ptr
    %9 = llvm.getelementptr inbounds %2[3, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %10 = llvm.load %9 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %11 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %12 = llvm.load %11 : !llvm.ptr -> !llvm.ptr
    %13 = llvm.getelementptr inbounds %12[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %14 = llvm.load %13 invariant : !llvm.ptr -> i64
    %15 = llvm.getelementptr inbounds %12[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %16 = llvm.load %15 invariant : !llvm.ptr -> i64
    %17 = llvm.getelementptr inbounds %12[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %18 = llvm.load %17 invariant : !llvm.ptr -> i64
    llvm.call @copy_bitcast_fusion.3.clone_wrapped(%4, %6, %8, %10, %14, %16, %18) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @copy_bitcast_fusion.3.clone_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg2: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4 : index, llvm.noalias, xla.invariant}, %arg3: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias}, %arg4: i64, %arg5: i64, %arg6: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(8192 : index) : i64
    %1 = llvm.mlir.constant(16384 : index) : i64
    %2 = llvm.mlir.constant(65536 : index) : i64
    %3 = llvm.mlir.constant(2 : index) : i64
    %4 = llvm.mlir.constant(128 : index) : i64
    %5 = llvm.mlir.constant(64 : index) : i64
    %6 = llvm.mlir.constant(8 : index) : i64
    %7 = llvm.mlir.constant(0 : index) : i64
    %8 = llvm.mlir.constant(1 : index) : i64
    %9 = llvm.icmp "sge" %arg4, %7 : i64
    %10 = llvm.icmp "sle" %arg4, %8 : i64
    %11 = llvm.and %9, %10 : i1
    llvm.cond_br %11, ^bb1, ^bb11
  ^bb1:  // pred: ^bb0
    %12 = llvm.getelementptr inbounds %arg2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x f32>
    %13 = llvm.load %12 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : !llvm.ptr -> f32
    %14 = llvm.mul %arg4, %2 overflow<nsw> : i64
    llvm.br ^bb2(%7 : i64)
  ^bb2(%15: i64):  // 2 preds: ^bb1, ^bb9
    %16 = llvm.icmp "slt" %15, %6 : i64
    llvm.cond_br %16, ^bb3, ^bb10
  ^bb3:  // pred: ^bb2
    %17 = llvm.urem %15, %3 : i64
    %18 = llvm.mul %17, %5 overflow<nsw> : i64
    %19 = llvm.add %14, %18 overflow<nsw> : i64
    %20 = llvm.udiv %15, %3 : i64
    %21 = llvm.mul %20, %1 overflow<nsw> : i64
    %22 = llvm.add %19, %21 overflow<nsw> : i64
    %23 = llvm.mul %15, %0 overflow<nsw> : i64
    %24 = llvm.add %14, %23 overflow<nsw> : i64
    llvm.br ^bb4(%7 : i64)
  ^bb4(%25: i64):  // 2 preds: ^bb3, ^bb8
    %26 = llvm.icmp "slt" %25, %5 : i64
    llvm.cond_br %26, ^bb5, ^bb9
  ^bb5:  // pred: ^bb4
    %27 = llvm.add %18, %25 overflow<nsw> : i64
    %28 = llvm.getelementptr inbounds %arg0[0, %27] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %29 = llvm.load %28 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : !llvm.ptr -> f32
    %30 = llvm.add %22, %25 overflow<nsw> : i64
    %31 = llvm.mul %25, %4 overflow<nsw> : i64
    %32 = llvm.add %24, %31 overflow<nsw> : i64
    llvm.br ^bb6(%7 : i64)
  ^bb6(%33: i64):  // 2 preds: ^bb5, ^bb7
    %34 = llvm.icmp "slt" %33, %4 : i64
    llvm.cond_br %34, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %35 = llvm.mul %33, %4 overflow<nsw> : i64
    %36 = llvm.add %30, %35 overflow<nsw> : i64
    %37 = llvm.getelementptr inbounds %arg1[0, %36] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %38 = llvm.load %37 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : !llvm.ptr -> f32
    %39 = llvm.fadd %38, %29 : f32
    %40 = llvm.fmul %39, %13 : f32
    %41 = llvm.add %32, %33 overflow<nsw> : i64
    %42 = llvm.getelementptr inbounds %arg3[0, %41] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    llvm.store %40, %42 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=3">]} : f32, !llvm.ptr
    %43 = llvm.add %33, %8 : i64
    llvm.br ^bb6(%43 : i64)
  ^bb8:  // pred: ^bb6
    %44 = llvm.add %25, %8 : i64
    llvm.br ^bb4(%44 : i64)
  ^bb9:  // pred: ^bb4
    %45 = llvm.add %15, %8 : i64
    llvm.br ^bb2(%45 : i64)
  ^bb10:  // pred: ^bb2
    llvm.br ^bb11
  ^bb11:  // 2 preds: ^bb0, ^bb10
    llvm.return
  }
}