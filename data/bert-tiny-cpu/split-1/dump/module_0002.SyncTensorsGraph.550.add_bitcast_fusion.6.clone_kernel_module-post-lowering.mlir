module @add_bitcast_fusion.6.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @add_bitcast_fusion.6.clone(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.getelementptr inbounds %arg0[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %2 = llvm.load %1 invariant : !llvm.ptr -> !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %4 = llvm.load %3 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %6 = llvm.load %5 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %7 = llvm.getelementptr inbounds %2[2, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %8 = llvm.load %7 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %9 = llvm.getelementptr inbounds %2[3, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %10 = llvm.load %9 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
    %11 = llvm.getelementptr inbounds %2[4, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %12 = llvm.load %11 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
    %13 = llvm.getelementptr inbounds %2[5, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %14 = llvm.load %13 invariant dereferenceable<bytes = 65536> : !llvm.ptr -> !llvm.ptr
    %15 = llvm.getelementptr inbounds %2[6, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %16 = llvm.load %15 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %17 = llvm.getelementptr inbounds %2[7, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %18 = llvm.load %17 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %19 = llvm.getelementptr inbounds %2[8, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %20 = llvm.load %19 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %21 = llvm.getelementptr inbounds %2[9, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %22 = llvm.load %21 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %23 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %24 = llvm.load %23 : !llvm.ptr -> !llvm.ptr
    %25 = llvm.getelementptr inbounds %24[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %26 = llvm.load %25 invariant : !llvm.ptr -> i64
    %27 = llvm.getelementptr inbounds %24[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %28 = llvm.load %27 invariant : !llvm.ptr -> i64
    %29 = llvm.getelementptr inbounds %24[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %30 = llvm.load %29 invariant : !llvm.ptr -> i64
    llvm.call @add_bitcast_fusion.6.clone_wrapped(%4, %6, %8, %10, %12, %14, %16, %18, %20, %22, %26, %28, %30) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @add_bitcast_fusion.6.clone_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg2: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg3: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg4: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg5: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 65536 : index, llvm.noalias, xla.invariant}, %arg6: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg7: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg8: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg9: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias}, %arg10: i64, %arg11: i64, %arg12: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(65536 : index) : i64
    %1 = llvm.mlir.constant(128 : index) : i64
    %2 = llvm.mlir.constant(512 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(7.812500e-03 : f32) : f32
    %5 = llvm.mlir.constant(0 : index) : i64
    %6 = llvm.icmp "sge" %arg10, %5 : i64
    %7 = llvm.icmp "sle" %arg10, %3 : i64
    %8 = llvm.and %6, %7 : i1
    llvm.cond_br %8, ^bb1, ^bb8
  ^bb1:  // pred: ^bb0
    %9 = llvm.mul %arg10, %2 overflow<nsw> : i64
    %10 = llvm.mul %arg10, %0 overflow<nsw> : i64
    llvm.br ^bb2(%5 : i64)
  ^bb2(%11: i64):  // 2 preds: ^bb1, ^bb6
    %12 = llvm.icmp "slt" %11, %2 : i64
    llvm.cond_br %12, ^bb3, ^bb7
  ^bb3:  // pred: ^bb2
    %13 = llvm.add %9, %11 overflow<nsw> : i64
    %14 = llvm.getelementptr inbounds %arg4[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %15 = llvm.load %14 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : !llvm.ptr -> f32
    %16 = llvm.fmul %15, %4 : f32
    %17 = llvm.getelementptr inbounds %arg3[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %18 = llvm.load %17 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : !llvm.ptr -> f32
    %19 = llvm.mul %11, %1 overflow<nsw> : i64
    %20 = llvm.add %10, %19 overflow<nsw> : i64
    %21 = llvm.urem %13, %1 : i64
    %22 = llvm.mul %21, %1 overflow<nsw> : i64
    llvm.br ^bb4(%5 : i64)
  ^bb4(%23: i64):  // 2 preds: ^bb3, ^bb5
    %24 = llvm.icmp "slt" %23, %1 : i64
    llvm.cond_br %24, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %25 = llvm.add %20, %23 overflow<nsw> : i64
    %26 = llvm.getelementptr inbounds %arg6[0, %25] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %27 = llvm.load %26 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : !llvm.ptr -> f32
    %28 = llvm.getelementptr inbounds %arg7[0, %25] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %29 = llvm.load %28 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : !llvm.ptr -> f32
    %30 = llvm.fadd %27, %29 : f32
    %31 = llvm.add %22, %23 overflow<nsw> : i64
    %32 = llvm.getelementptr inbounds %arg5[0, %31] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<16384 x f32>
    %33 = llvm.load %32 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : !llvm.ptr -> f32
    %34 = llvm.fadd %30, %33 : f32
    %35 = llvm.fsub %34, %16 : f32
    %36 = llvm.fmul %35, %18 : f32
    %37 = llvm.getelementptr inbounds %arg2[0, %23] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %38 = llvm.load %37 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : !llvm.ptr -> f32
    %39 = llvm.getelementptr inbounds %arg1[0, %25] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %40 = llvm.load %39 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : !llvm.ptr -> f32
    %41 = llvm.getelementptr inbounds %arg0[0, %23] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %42 = llvm.load %41 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : !llvm.ptr -> f32
    %43 = llvm.getelementptr inbounds %arg8[0, %23] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %44 = llvm.load %43 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : !llvm.ptr -> f32
    %45 = llvm.fmul %36, %38 : f32
    %46 = llvm.fadd %40, %42 : f32
    %47 = llvm.fadd %44, %45 : f32
    %48 = llvm.fadd %46, %47 : f32
    %49 = llvm.getelementptr inbounds %arg9[0, %25] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    llvm.store %48, %49 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=9">]} : f32, !llvm.ptr
    %50 = llvm.add %23, %3 : i64
    llvm.br ^bb4(%50 : i64)
  ^bb6:  // pred: ^bb4
    %51 = llvm.add %11, %3 : i64
    llvm.br ^bb2(%51 : i64)
  ^bb7:  // pred: ^bb2
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb0, ^bb7
    llvm.return
  }
}