module @add_bitcast_fusion.5.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @add_bitcast_fusion.5.clone(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.getelementptr inbounds %arg0[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %2 = llvm.load %1 invariant : !llvm.ptr -> !llvm.ptr
    %3 = llvm.getelementptr inbounds %2[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %4 = llvm.load %3 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %5 = llvm.getelementptr inbounds %2[1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %6 = llvm.load %5 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
    %7 = llvm.getelementptr inbounds %2[2, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %8 = llvm.load %7 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
    %9 = llvm.getelementptr inbounds %2[3, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %10 = llvm.load %9 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %11 = llvm.getelementptr inbounds %2[4, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %12 = llvm.load %11 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %13 = llvm.getelementptr inbounds %2[5, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %14 = llvm.load %13 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %15 = llvm.getelementptr inbounds %2[6, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %16 = llvm.load %15 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
    %17 = llvm.getelementptr inbounds %2[7, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %18 = llvm.load %17 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
    %19 = llvm.getelementptr inbounds %2[8, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %20 = llvm.load %19 invariant dereferenceable<bytes = 65536> : !llvm.ptr -> !llvm.ptr
    %21 = llvm.getelementptr inbounds %2[9, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %22 = llvm.load %21 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %23 = llvm.getelementptr inbounds %2[10, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %24 = llvm.load %23 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %25 = llvm.getelementptr inbounds %2[11, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %26 = llvm.load %25 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %27 = llvm.getelementptr inbounds %2[12, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %28 = llvm.load %27 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %29 = llvm.getelementptr inbounds %2[13, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %30 = llvm.load %29 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %31 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
    %33 = llvm.getelementptr inbounds %32[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %34 = llvm.load %33 invariant : !llvm.ptr -> i64
    %35 = llvm.getelementptr inbounds %32[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %36 = llvm.load %35 invariant : !llvm.ptr -> i64
    %37 = llvm.getelementptr inbounds %32[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %38 = llvm.load %37 invariant : !llvm.ptr -> i64
    llvm.call @add_bitcast_fusion.5.clone_wrapped(%4, %6, %8, %10, %12, %14, %16, %18, %20, %22, %24, %26, %28, %30, %34, %36, %38) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @add_bitcast_fusion.5.clone_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg2: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg3: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg4: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg5: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg6: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg7: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg8: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 65536 : index, llvm.noalias, xla.invariant}, %arg9: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg10: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg11: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg12: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg13: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias}, %arg14: i64, %arg15: i64, %arg16: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(65536 : index) : i64
    %1 = llvm.mlir.constant(128 : index) : i64
    %2 = llvm.mlir.constant(512 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(7.812500e-03 : f32) : f32
    %5 = llvm.mlir.constant(0 : index) : i64
    %6 = llvm.icmp "sge" %arg14, %5 : i64
    %7 = llvm.icmp "sle" %arg14, %3 : i64
    %8 = llvm.and %6, %7 : i1
    llvm.cond_br %8, ^bb1, ^bb8
  ^bb1:  // pred: ^bb0
    %9 = llvm.mul %arg14, %2 overflow<nsw> : i64
    %10 = llvm.mul %arg14, %0 overflow<nsw> : i64
    llvm.br ^bb2(%5 : i64)
  ^bb2(%11: i64):  // 2 preds: ^bb1, ^bb6
    %12 = llvm.icmp "slt" %11, %2 : i64
    llvm.cond_br %12, ^bb3, ^bb7
  ^bb3:  // pred: ^bb2
    %13 = llvm.add %9, %11 overflow<nsw> : i64
    %14 = llvm.getelementptr inbounds %arg7[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %15 = llvm.load %14 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : !llvm.ptr -> f32
    %16 = llvm.fmul %15, %4 : f32
    %17 = llvm.getelementptr inbounds %arg6[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %18 = llvm.load %17 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : !llvm.ptr -> f32
    %19 = llvm.getelementptr inbounds %arg2[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %20 = llvm.load %19 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : !llvm.ptr -> f32
    %21 = llvm.fmul %20, %4 : f32
    %22 = llvm.getelementptr inbounds %arg1[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %23 = llvm.load %22 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : !llvm.ptr -> f32
    %24 = llvm.mul %11, %1 overflow<nsw> : i64
    %25 = llvm.add %10, %24 overflow<nsw> : i64
    %26 = llvm.urem %13, %1 : i64
    %27 = llvm.mul %26, %1 overflow<nsw> : i64
    llvm.br ^bb4(%5 : i64)
  ^bb4(%28: i64):  // 2 preds: ^bb3, ^bb5
    %29 = llvm.icmp "slt" %28, %1 : i64
    llvm.cond_br %29, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %30 = llvm.add %25, %28 overflow<nsw> : i64
    %31 = llvm.getelementptr inbounds %arg9[0, %30] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %32 = llvm.load %31 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : !llvm.ptr -> f32
    %33 = llvm.getelementptr inbounds %arg10[0, %30] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %34 = llvm.load %33 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : !llvm.ptr -> f32
    %35 = llvm.fadd %32, %34 : f32
    %36 = llvm.add %27, %28 overflow<nsw> : i64
    %37 = llvm.getelementptr inbounds %arg8[0, %36] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<16384 x f32>
    %38 = llvm.load %37 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : !llvm.ptr -> f32
    %39 = llvm.fadd %35, %38 : f32
    %40 = llvm.fsub %39, %16 : f32
    %41 = llvm.fmul %40, %18 : f32
    %42 = llvm.getelementptr inbounds %arg5[0, %28] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %43 = llvm.load %42 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : !llvm.ptr -> f32
    %44 = llvm.getelementptr inbounds %arg4[0, %30] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %45 = llvm.load %44 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : !llvm.ptr -> f32
    %46 = llvm.getelementptr inbounds %arg3[0, %28] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %47 = llvm.load %46 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : !llvm.ptr -> f32
    %48 = llvm.getelementptr inbounds %arg11[0, %28] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %49 = llvm.load %48 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : !llvm.ptr -> f32
    %50 = llvm.fmul %41, %43 : f32
    %51 = llvm.fadd %45, %47 : f32
    %52 = llvm.fadd %49, %50 : f32
    %53 = llvm.fadd %51, %52 : f32
    %54 = llvm.fsub %53, %21 : f32
    %55 = llvm.fmul %54, %23 : f32
    %56 = llvm.getelementptr inbounds %arg0[0, %28] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %57 = llvm.load %56 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : !llvm.ptr -> f32
    %58 = llvm.getelementptr inbounds %arg12[0, %28] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %59 = llvm.load %58 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : !llvm.ptr -> f32
    %60 = llvm.fmul %55, %57 : f32
    %61 = llvm.fadd %59, %60 : f32
    %62 = llvm.getelementptr inbounds %arg13[0, %30] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    llvm.store %61, %62 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=13">]} : f32, !llvm.ptr
    %63 = llvm.add %28, %3 : i64
    llvm.br ^bb4(%63 : i64)
  ^bb6:  // pred: ^bb4
    %64 = llvm.add %11, %3 : i64
    llvm.br ^bb2(%64 : i64)
  ^bb7:  // pred: ^bb2
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb0, ^bb7
    llvm.return
  }
}