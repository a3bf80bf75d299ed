module @add_bitcast_fusion.1.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @add_bitcast_fusion.1.clone(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
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
    %20 = llvm.load %19 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %21 = llvm.getelementptr inbounds %2[9, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %22 = llvm.load %21 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %23 = llvm.getelementptr inbounds %2[10, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %24 = llvm.load %23 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %25 = llvm.getelementptr inbounds %2[11, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %26 = llvm.load %25 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
    %27 = llvm.getelementptr inbounds %2[12, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %28 = llvm.load %27 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
    %29 = llvm.getelementptr inbounds %2[13, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %30 = llvm.load %29 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %31 = llvm.getelementptr inbounds %2[14, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %32 = llvm.load %31 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %33 = llvm.getelementptr inbounds %2[15, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %34 = llvm.load %33 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %35 = llvm.getelementptr inbounds %2[16, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %36 = llvm.load %35 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
    %37 = llvm.getelementptr inbounds %2[17, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %38 = llvm.load %37 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
    %39 = llvm.getelementptr inbounds %2[18, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %40 = llvm.load %39 invariant dereferenceable<bytes = 65536> : !llvm.ptr -> !llvm.ptr
    %41 = llvm.getelementptr inbounds %2[19, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %42 = llvm.load %41 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %43 = llvm.getelementptr inbounds %2[20, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %44 = llvm.load %43 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %45 = llvm.getelementptr inbounds %2[21, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %46 = llvm.load %45 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %47 = llvm.getelementptr inbounds %2[22, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %48 = llvm.load %47 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %49 = llvm.getelementptr inbounds %2[23, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %50 = llvm.load %49 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %51 = llvm.getelementptr inbounds %2[24, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %52 = llvm.load %51 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %53 = llvm.getelementptr inbounds %2[25, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %54 = llvm.load %53 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %55 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %56 = llvm.load %55 : !llvm.ptr -> !llvm.ptr
    %57 = llvm.getelementptr inbounds %56[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %58 = llvm.load %57 invariant : !llvm.ptr -> i64
    %59 = llvm.getelementptr inbounds %56[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %60 = llvm.load %59 invariant : !llvm.ptr -> i64
    %61 = llvm.getelementptr inbounds %56[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %62 = llvm.load %61 invariant : !llvm.ptr -> i64
    llvm.call @add_bitcast_fusion.1.clone_wrapped(%4, %6, %8, %10, %12, %14, %16, %18, %20, %22, %24, %26, %28, %30, %32, %34, %36, %38, %40, %42, %44, %46, %48, %50, %52, %54, %58, %60, %62) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @add_bitcast_fusion.1.clone_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg2: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg3: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg4: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg5: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg6: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg7: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg8: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg9: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg10: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg11: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg12: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg13: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg14: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg15: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg16: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg17: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg18: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 65536 : index, llvm.noalias, xla.invariant}, %arg19: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg20: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg21: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg22: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg23: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg24: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg25: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias}, %arg26: i64, %arg27: i64, %arg28: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(65536 : index) : i64
    %1 = llvm.mlir.constant(128 : index) : i64
    %2 = llvm.mlir.constant(512 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(7.812500e-03 : f32) : f32
    %5 = llvm.mlir.constant(0 : index) : i64
    %6 = llvm.icmp "sge" %arg26, %5 : i64
    %7 = llvm.icmp "sle" %arg26, %3 : i64
    %8 = llvm.and %6, %7 : i1
    llvm.cond_br %8, ^bb1, ^bb8
  ^bb1:  // pred: ^bb0
    %9 = llvm.mul %arg26, %2 overflow<nsw> : i64
    %10 = llvm.mul %arg26, %0 overflow<nsw> : i64
    llvm.br ^bb2(%5 : i64)
  ^bb2(%11: i64):  // 2 preds: ^bb1, ^bb6
    %12 = llvm.icmp "slt" %11, %2 : i64
    llvm.cond_br %12, ^bb3, ^bb7
  ^bb3:  // pred: ^bb2
    %13 = llvm.add %9, %11 overflow<nsw> : i64
    %14 = llvm.getelementptr inbounds %arg17[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %15 = llvm.load %14 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %16 = llvm.fmul %15, %4 : f32
    %17 = llvm.getelementptr inbounds %arg16[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %18 = llvm.load %17 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %19 = llvm.getelementptr inbounds %arg12[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %20 = llvm.load %19 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %21 = llvm.fmul %20, %4 : f32
    %22 = llvm.getelementptr inbounds %arg11[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %23 = llvm.load %22 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %24 = llvm.getelementptr inbounds %arg7[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %25 = llvm.load %24 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %26 = llvm.fmul %25, %4 : f32
    %27 = llvm.getelementptr inbounds %arg6[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %28 = llvm.load %27 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %29 = llvm.getelementptr inbounds %arg2[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %30 = llvm.load %29 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %31 = llvm.fmul %30, %4 : f32
    %32 = llvm.getelementptr inbounds %arg1[0, %13] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %33 = llvm.load %32 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %34 = llvm.mul %11, %1 overflow<nsw> : i64
    %35 = llvm.add %10, %34 overflow<nsw> : i64
    %36 = llvm.urem %13, %1 : i64
    %37 = llvm.mul %36, %1 overflow<nsw> : i64
    llvm.br ^bb4(%5 : i64)
  ^bb4(%38: i64):  // 2 preds: ^bb3, ^bb5
    %39 = llvm.icmp "slt" %38, %1 : i64
    llvm.cond_br %39, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %40 = llvm.add %35, %38 overflow<nsw> : i64
    %41 = llvm.getelementptr inbounds %arg19[0, %40] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %42 = llvm.load %41 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %43 = llvm.getelementptr inbounds %arg20[0, %40] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %44 = llvm.load %43 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %45 = llvm.fadd %42, %44 : f32
    %46 = llvm.add %37, %38 overflow<nsw> : i64
    %47 = llvm.getelementptr inbounds %arg18[0, %46] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<16384 x f32>
    %48 = llvm.load %47 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %49 = llvm.fadd %45, %48 : f32
    %50 = llvm.fsub %49, %16 : f32
    %51 = llvm.fmul %50, %18 : f32
    %52 = llvm.getelementptr inbounds %arg15[0, %38] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %53 = llvm.load %52 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %54 = llvm.getelementptr inbounds %arg14[0, %40] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %55 = llvm.load %54 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %56 = llvm.getelementptr inbounds %arg13[0, %38] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %57 = llvm.load %56 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %58 = llvm.getelementptr inbounds %arg21[0, %38] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %59 = llvm.load %58 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %60 = llvm.fmul %51, %53 : f32
    %61 = llvm.fadd %55, %57 : f32
    %62 = llvm.fadd %59, %60 : f32
    %63 = llvm.fadd %61, %62 : f32
    %64 = llvm.fsub %63, %21 : f32
    %65 = llvm.fmul %64, %23 : f32
    %66 = llvm.getelementptr inbounds %arg10[0, %38] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %67 = llvm.load %66 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %68 = llvm.getelementptr inbounds %arg9[0, %40] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %69 = llvm.load %68 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %70 = llvm.getelementptr inbounds %arg8[0, %38] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %71 = llvm.load %70 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %72 = llvm.getelementptr inbounds %arg22[0, %38] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %73 = llvm.load %72 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %74 = llvm.fmul %65, %67 : f32
    %75 = llvm.fadd %69, %71 : f32
    %76 = llvm.fadd %73, %74 : f32
    %77 = llvm.fadd %75, %76 : f32
    %78 = llvm.fsub %77, %26 : f32
    %79 = llvm.fmul %78, %28 : f32
    %80 = llvm.getelementptr inbounds %arg5[0, %38] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %81 = llvm.load %80 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %82 = llvm.getelementptr inbounds %arg4[0, %40] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %83 = llvm.load %82 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %84 = llvm.getelementptr inbounds %arg3[0, %38] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %85 = llvm.load %84 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %86 = llvm.getelementptr inbounds %arg23[0, %38] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %87 = llvm.load %86 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %88 = llvm.fmul %79, %81 : f32
    %89 = llvm.fadd %83, %85 : f32
    %90 = llvm.fadd %87, %88 : f32
    %91 = llvm.fadd %89, %90 : f32
    %92 = llvm.fsub %91, %31 : f32
    %93 = llvm.fmul %92, %33 : f32
    %94 = llvm.getelementptr inbounds %arg0[0, %38] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %95 = llvm.load %94 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %96 = llvm.getelementptr inbounds %arg24[0, %38] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %97 = llvm.load %96 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : !llvm.ptr -> f32
    %98 = llvm.fmul %93, %95 : f32
    %99 = llvm.fadd %97, %98 : f32
    %100 = llvm.getelementptr inbounds %arg25[0, %40] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    llvm.store %99, %100 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=25">]} : f32, !llvm.ptr
    %101 = llvm.add %38, %3 : i64
    llvm.br ^bb4(%101 : i64)
  ^bb6:  // pred: ^bb4
    %102 = llvm.add %11, %3 : i64
    llvm.br ^bb2(%102 : i64)
  ^bb7:  // pred: ^bb2
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb0, ^bb7
    llvm.return
  }
}