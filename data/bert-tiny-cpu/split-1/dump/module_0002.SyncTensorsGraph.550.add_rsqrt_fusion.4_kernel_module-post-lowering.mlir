module @add_rsqrt_fusion.4_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @xla.rsqrt.f32(f32) -> f32 attributes {sym_visibility = "private"}
  llvm.func @add_rsqrt_fusion.4(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.getelementptr inbounds %arg0[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %2 = llvm.load %1 invariant : !llvm.ptr -> !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %4 = llvm.load %3 invariant dereferenceable<bytes = 16384> : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %6 = llvm.load %5 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
    %7 = llvm.getelementptr inbounds %2[2, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %8 = llvm.load %7 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
    %9 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %10 = llvm.load %9 : !llvm.ptr -> !llvm.ptr
    %11 = llvm.getelementptr inbounds %10[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %12 = llvm.load %11 invariant : !llvm.ptr -> i64
    %13 = llvm.getelementptr inbounds %10[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %14 = llvm.load %13 invariant : !llvm.ptr -> i64
    %15 = llvm.getelementptr inbounds %10[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %16 = llvm.load %15 invariant : !llvm.ptr -> i64
    llvm.call @add_rsqrt_fusion.4_wrapped(%4, %6, %8, %12, %14, %16) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @add_rsqrt_fusion.4_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 16384 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg2: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias}, %arg3: i64, %arg4: i64, %arg5: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.mlir.constant(4 : index) : i64
    %4 = llvm.mlir.constant(7.812500e-03 : f32) : f32
    %5 = llvm.mlir.constant(9.99999996E-13 : f32) : f32
    %6 = llvm.mlir.constant(1024 : index) : i64
    llvm.br ^bb1(%2 : i64)
  ^bb1(%7: i64):  // 2 preds: ^bb0, ^bb5
    %8 = llvm.icmp "slt" %7, %6 : i64
    llvm.cond_br %8, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %9 = llvm.getelementptr inbounds %arg1[0, %7] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %10 = llvm.load %9 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : !llvm.ptr -> f32
    %11 = llvm.mul %7, %3 overflow<nsw> : i64
    llvm.br ^bb3(%2, %0 : i64, f32)
  ^bb3(%12: i64, %13: f32):  // 2 preds: ^bb2, ^bb4
    %14 = llvm.icmp "slt" %12, %3 : i64
    llvm.cond_br %14, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %15 = llvm.add %11, %12 overflow<nsw> : i64
    %16 = llvm.getelementptr inbounds %arg0[0, %15] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4096 x f32>
    %17 = llvm.load %16 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : !llvm.ptr -> f32
    %18 = llvm.fadd %13, %17 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %19 = llvm.add %12, %1 : i64
    llvm.br ^bb3(%19, %18 : i64, f32)
  ^bb5:  // pred: ^bb3
    %20 = llvm.fmul %10, %4 : f32
    %21 = llvm.fmul %13, %4 : f32
    %22 = llvm.fmul %20, %20 : f32
    %23 = llvm.fsub %21, %22 : f32
    %24 = llvm.fadd %23, %5 : f32
    %25 = llvm.call @xla.rsqrt.f32(%24) : (f32) -> f32
    %26 = llvm.getelementptr inbounds %arg2[0, %7] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    llvm.store %25, %26 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=2">]} : f32, !llvm.ptr
    %27 = llvm.add %7, %1 : i64
    llvm.br ^bb1(%27 : i64)
  ^bb6:  // pred: ^bb1
    llvm.return
  }
}