module @multiply_bitcast_fusion.1.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @multiply_bitcast_fusion.1.clone(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.getelementptr inbounds %arg0[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %2 = llvm.load %1 invariant : !llvm.ptr -> !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %4 = llvm.load %3 invariant dereferenceable<bytes = 2048> : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %6 = llvm.load %5 invariant dereferenceable<bytes = 2097152> : !llvm.ptr -> !llvm.ptr
    %7 = llvm.getelementptr inbounds %2[2, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %8 = llvm.load %7 invariant dereferenceable<bytes = 2097152> : !llvm.ptr -> !llvm.ptr
    %9 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %10 = llvm.load %9 : !llvm.ptr -> !llvm.ptr
    %11 = llvm.getelementptr inbounds %10[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %12 = llvm.load %11 invariant : !llvm.ptr -> i64
    %13 = llvm.getelementptr inbounds %10[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %14 = llvm.load %13 invariant : !llvm.ptr -> i64
    %15 = llvm.getelementptr inbounds %10[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %16 = llvm.load %15 invariant : !llvm.ptr -> i64
    llvm.call @multiply_bitcast_fusion.1.clone_wrapped(%4, %6, %8, %12, %14, %16) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @multiply_bitcast_fusion.1.clone_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 2048 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 2097152 : index, llvm.noalias, xla.invariant}, %arg2: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 2097152 : index, llvm.noalias}, %arg3: i64, %arg4: i64, %arg5: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(1.12837911 : f32) : f32
    %1 = llvm.mlir.constant(0.185208321 : f32) : f32
    %2 = llvm.mlir.constant(0.0509556942 : f32) : f32
    %3 = llvm.mlir.constant(0.00340829091 : f32) : f32
    %4 = llvm.mlir.constant(2.29050653E-4 : f32) : f32
    %5 = llvm.mlir.constant(0.497469246 : f32) : f32
    %6 = llvm.mlir.constant(0.110985048 : f32) : f32
    %7 = llvm.mlir.constant(0.0140704699 : f32) : f32
    %8 = llvm.mlir.constant(0.00101796258 : f32) : f32
    %9 = llvm.mlir.constant(2.35479656E-5 : f32) : f32
    %10 = llvm.mlir.constant(-1.17916031E-7 : f32) : f32
    %11 = llvm.mlir.constant(3.74392128 : f32) : f32
    %12 = llvm.mlir.constant(-3.74392128 : f32) : f32
    %13 = llvm.mlir.constant(262144 : index) : i64
    %14 = llvm.mlir.constant(512 : index) : i64
    %15 = llvm.mlir.constant(0 : index) : i64
    %16 = llvm.mlir.constant(1 : index) : i64
    %17 = llvm.mlir.constant(0.707106769 : f32) : f32
    %18 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %19 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %20 = llvm.icmp "sge" %arg3, %15 : i64
    %21 = llvm.icmp "sle" %arg3, %16 : i64
    %22 = llvm.and %20, %21 : i1
    llvm.cond_br %22, ^bb1, ^bb8
  ^bb1:  // pred: ^bb0
    %23 = llvm.mul %arg3, %13 overflow<nsw> : i64
    llvm.br ^bb2(%15 : i64)
  ^bb2(%24: i64):  // 2 preds: ^bb1, ^bb6
    %25 = llvm.icmp "slt" %24, %14 : i64
    llvm.cond_br %25, ^bb3, ^bb7
  ^bb3:  // pred: ^bb2
    %26 = llvm.mul %24, %14 overflow<nsw> : i64
    %27 = llvm.add %23, %26 overflow<nsw> : i64
    llvm.br ^bb4(%15 : i64)
  ^bb4(%28: i64):  // 2 preds: ^bb3, ^bb5
    %29 = llvm.icmp "slt" %28, %14 : i64
    llvm.cond_br %29, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %30 = llvm.add %27, %28 overflow<nsw> : i64
    %31 = llvm.getelementptr inbounds %arg1[0, %30] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<524288 x f32>
    %32 = llvm.load %31 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : !llvm.ptr -> f32
    %33 = llvm.getelementptr inbounds %arg0[0, %28] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<512 x f32>
    %34 = llvm.load %33 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : !llvm.ptr -> f32
    %35 = llvm.fadd %32, %34 : f32
    %36 = llvm.fmul %35, %17 : f32
    %37 = llvm.intr.maximum(%36, %12) : (f32, f32) -> f32
    %38 = llvm.intr.minimum(%37, %11) : (f32, f32) -> f32
    %39 = llvm.fmul %38, %38 : f32
    %40 = llvm.intr.fma(%10, %39, %9) : (f32, f32, f32) -> f32
    %41 = llvm.intr.fma(%40, %39, %8) : (f32, f32, f32) -> f32
    %42 = llvm.intr.fma(%41, %39, %7) : (f32, f32, f32) -> f32
    %43 = llvm.intr.fma(%42, %39, %6) : (f32, f32, f32) -> f32
    %44 = llvm.intr.fma(%43, %39, %5) : (f32, f32, f32) -> f32
    %45 = llvm.intr.fma(%44, %39, %19) : (f32, f32, f32) -> f32
    %46 = llvm.intr.fma(%4, %39, %3) : (f32, f32, f32) -> f32
    %47 = llvm.intr.fma(%46, %39, %2) : (f32, f32, f32) -> f32
    %48 = llvm.intr.fma(%47, %39, %1) : (f32, f32, f32) -> f32
    %49 = llvm.intr.fma(%48, %39, %0) : (f32, f32, f32) -> f32
    %50 = llvm.fmul %38, %49 : f32
    %51 = llvm.fdiv %50, %45 : f32
    %52 = llvm.fmul %35, %18 : f32
    %53 = llvm.fadd %51, %19 : f32
    %54 = llvm.fmul %52, %53 : f32
    %55 = llvm.getelementptr inbounds %arg2[0, %30] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<524288 x f32>
    llvm.store %54, %55 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : f32, !llvm.ptr
    %56 = llvm.add %28, %16 : i64
    llvm.br ^bb4(%56 : i64)
  ^bb6:  // pred: ^bb4
    %57 = llvm.add %24, %16 : i64
    llvm.br ^bb2(%57 : i64)
  ^bb7:  // pred: ^bb2
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb0, ^bb7
    llvm.return
  }
}