module @multiply_add_fusion.clone_kernel_module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i32>, xla.cpu_memory_region_name = "xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"} {
  llvm.func @multiply_add_fusion.clone(%arg0: !llvm.ptr) -> !llvm.ptr attributes {frame_pointer = #llvm.framePointerKind<all>, passthrough = [["prefer-vector-width", "256"]], uwtable_kind = #llvm.uwtableKind<async>} {
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
    %40 = llvm.load %39 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %41 = llvm.getelementptr inbounds %2[19, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %42 = llvm.load %41 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %43 = llvm.getelementptr inbounds %2[20, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %44 = llvm.load %43 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %45 = llvm.getelementptr inbounds %2[21, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %46 = llvm.load %45 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
    %47 = llvm.getelementptr inbounds %2[22, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %48 = llvm.load %47 invariant dereferenceable<bytes = 4096> : !llvm.ptr -> !llvm.ptr
    %49 = llvm.getelementptr inbounds %2[23, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %50 = llvm.load %49 invariant dereferenceable<bytes = 65536> : !llvm.ptr -> !llvm.ptr
    %51 = llvm.getelementptr inbounds %2[24, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %52 = llvm.load %51 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %53 = llvm.getelementptr inbounds %2[25, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %54 = llvm.load %53 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %55 = llvm.getelementptr inbounds %2[26, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %56 = llvm.load %55 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %57 = llvm.getelementptr inbounds %2[27, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %58 = llvm.load %57 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %59 = llvm.getelementptr inbounds %2[28, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %60 = llvm.load %59 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %61 = llvm.getelementptr inbounds %2[29, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %62 = llvm.load %61 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %63 = llvm.getelementptr inbounds %2[30, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %64 = llvm.load %63 invariant dereferenceable<bytes = 512> : !llvm.ptr -> !llvm.ptr
    %65 = llvm.getelementptr inbounds %2[31, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelArg", (ptr, i64)>
    %66 = llvm.load %65 invariant dereferenceable<bytes = 524288> : !llvm.ptr -> !llvm.ptr
    %67 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"XLA_CPU_KernelCallFrame", (ptr, ptr, i64, ptr)>
    %68 = llvm.load %67 : !llvm.ptr -> !llvm.ptr
    %69 = llvm.getelementptr inbounds %68[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %70 = llvm.load %69 invariant : !llvm.ptr -> i64
    %71 = llvm.getelementptr inbounds %68[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %72 = llvm.load %71 invariant : !llvm.ptr -> i64
    %73 = llvm.getelementptr inbounds %68[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"kernel_dim3", (i64, i64, i64)>
    %74 = llvm.load %73 invariant : !llvm.ptr -> i64
    llvm.call @multiply_add_fusion.clone_wrapped(%4, %6, %8, %10, %12, %14, %16, %18, %20, %22, %24, %26, %28, %30, %32, %34, %36, %38, %40, %42, %44, %46, %48, %50, %52, %54, %56, %58, %60, %62, %64, %66, %70, %72, %74) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
    llvm.return %0 : !llvm.ptr
  }
  llvm.func internal @multiply_add_fusion.clone_wrapped(%arg0: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg1: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg2: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg3: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg4: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg5: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg6: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg7: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg8: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg9: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg10: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg11: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg12: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg13: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg14: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg15: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg16: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg17: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg18: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg19: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg20: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg21: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg22: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 4096 : index, llvm.noalias, xla.invariant}, %arg23: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 65536 : index, llvm.noalias, xla.invariant}, %arg24: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg25: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias, xla.invariant}, %arg26: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg27: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg28: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg29: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg30: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 512 : index, llvm.noalias, xla.invariant}, %arg31: !llvm.ptr {llvm.align = 64 : index, llvm.dereferenceable = 524288 : index, llvm.noalias}, %arg32: i64, %arg33: i64, %arg34: i64) attributes {always_inline, sym_visibility = "private", xla.backend_kind = #xla.backend_kind<cpu>, xla.cpu.is_wrapped, xla.entry} {
    %0 = llvm.mlir.constant(16384 : index) : i64
    %1 = llvm.mlir.constant(65536 : index) : i64
    %2 = llvm.mlir.constant(512 : index) : i64
    %3 = llvm.mlir.constant(128 : index) : i64
    %4 = llvm.mlir.constant(4 : index) : i64
    %5 = llvm.mlir.constant(1 : index) : i64
    %6 = llvm.mlir.constant(7.812500e-03 : f32) : f32
    %7 = llvm.mlir.constant(0 : index) : i64
    %8 = llvm.icmp "sge" %arg32, %7 : i64
    %9 = llvm.icmp "sle" %arg32, %5 : i64
    %10 = llvm.and %8, %9 : i1
    llvm.cond_br %10, ^bb1, ^bb11
  ^bb1:  // pred: ^bb0
    %11 = llvm.mul %arg32, %2 overflow<nsw> : i64
    %12 = llvm.mul %arg32, %1 overflow<nsw> : i64
    llvm.br ^bb2(%7 : i64)
  ^bb2(%13: i64):  // 2 preds: ^bb1, ^bb9
    %14 = llvm.icmp "slt" %13, %4 : i64
    llvm.cond_br %14, ^bb3, ^bb10
  ^bb3:  // pred: ^bb2
    %15 = llvm.mul %13, %3 overflow<nsw> : i64
    %16 = llvm.add %11, %15 overflow<nsw> : i64
    %17 = llvm.mul %13, %0 overflow<nsw> : i64
    %18 = llvm.add %12, %17 overflow<nsw> : i64
    llvm.br ^bb4(%7 : i64)
  ^bb4(%19: i64):  // 2 preds: ^bb3, ^bb8
    %20 = llvm.icmp "slt" %19, %3 : i64
    llvm.cond_br %20, ^bb5, ^bb9
  ^bb5:  // pred: ^bb4
    %21 = llvm.add %16, %19 overflow<nsw> : i64
    %22 = llvm.getelementptr inbounds %arg22[0, %21] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %23 = llvm.load %22 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %24 = llvm.fmul %23, %6 : f32
    %25 = llvm.getelementptr inbounds %arg21[0, %21] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %26 = llvm.load %25 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %27 = llvm.getelementptr inbounds %arg17[0, %21] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %28 = llvm.load %27 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %29 = llvm.fmul %28, %6 : f32
    %30 = llvm.getelementptr inbounds %arg16[0, %21] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %31 = llvm.load %30 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %32 = llvm.getelementptr inbounds %arg12[0, %21] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %33 = llvm.load %32 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %34 = llvm.fmul %33, %6 : f32
    %35 = llvm.getelementptr inbounds %arg11[0, %21] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %36 = llvm.load %35 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %37 = llvm.getelementptr inbounds %arg7[0, %21] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %38 = llvm.load %37 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %39 = llvm.fmul %38, %6 : f32
    %40 = llvm.getelementptr inbounds %arg6[0, %21] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %41 = llvm.load %40 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %42 = llvm.getelementptr inbounds %arg2[0, %21] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %43 = llvm.load %42 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %44 = llvm.fmul %43, %6 : f32
    %45 = llvm.getelementptr inbounds %arg1[0, %21] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1024 x f32>
    %46 = llvm.load %45 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %47 = llvm.mul %19, %3 overflow<nsw> : i64
    %48 = llvm.add %18, %47 overflow<nsw> : i64
    llvm.br ^bb6(%7 : i64)
  ^bb6(%49: i64):  // 2 preds: ^bb5, ^bb7
    %50 = llvm.icmp "slt" %49, %3 : i64
    llvm.cond_br %50, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %51 = llvm.add %48, %49 overflow<nsw> : i64
    %52 = llvm.getelementptr inbounds %arg24[0, %51] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %53 = llvm.load %52 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %54 = llvm.getelementptr inbounds %arg25[0, %51] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %55 = llvm.load %54 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %56 = llvm.fadd %53, %55 : f32
    %57 = llvm.add %47, %49 overflow<nsw> : i64
    %58 = llvm.getelementptr inbounds %arg23[0, %57] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<16384 x f32>
    %59 = llvm.load %58 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %60 = llvm.fadd %56, %59 : f32
    %61 = llvm.fsub %60, %24 : f32
    %62 = llvm.fmul %61, %26 : f32
    %63 = llvm.getelementptr inbounds %arg20[0, %49] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %64 = llvm.load %63 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %65 = llvm.getelementptr inbounds %arg19[0, %51] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %66 = llvm.load %65 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %67 = llvm.getelementptr inbounds %arg18[0, %49] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %68 = llvm.load %67 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %69 = llvm.getelementptr inbounds %arg26[0, %49] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %70 = llvm.load %69 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %71 = llvm.fmul %62, %64 : f32
    %72 = llvm.fadd %66, %68 : f32
    %73 = llvm.fadd %70, %71 : f32
    %74 = llvm.fadd %72, %73 : f32
    %75 = llvm.fsub %74, %29 : f32
    %76 = llvm.fmul %75, %31 : f32
    %77 = llvm.getelementptr inbounds %arg15[0, %49] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %78 = llvm.load %77 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %79 = llvm.getelementptr inbounds %arg14[0, %51] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %80 = llvm.load %79 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %81 = llvm.getelementptr inbounds %arg13[0, %49] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %82 = llvm.load %81 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %83 = llvm.getelementptr inbounds %arg27[0, %49] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %84 = llvm.load %83 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %85 = llvm.fmul %76, %78 : f32
    %86 = llvm.fadd %80, %82 : f32
    %87 = llvm.fadd %84, %85 : f32
    %88 = llvm.fadd %86, %87 : f32
    %89 = llvm.fsub %88, %34 : f32
    %90 = llvm.fmul %89, %36 : f32
    %91 = llvm.getelementptr inbounds %arg10[0, %49] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %92 = llvm.load %91 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %93 = llvm.getelementptr inbounds %arg9[0, %51] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %94 = llvm.load %93 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %95 = llvm.getelementptr inbounds %arg8[0, %49] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %96 = llvm.load %95 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %97 = llvm.getelementptr inbounds %arg28[0, %49] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %98 = llvm.load %97 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %99 = llvm.fmul %90, %92 : f32
    %100 = llvm.fadd %94, %96 : f32
    %101 = llvm.fadd %98, %99 : f32
    %102 = llvm.fadd %100, %101 : f32
    %103 = llvm.fsub %102, %39 : f32
    %104 = llvm.fmul %103, %41 : f32
    %105 = llvm.getelementptr inbounds %arg5[0, %49] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %106 = llvm.load %105 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %107 = llvm.getelementptr inbounds %arg4[0, %51] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    %108 = llvm.load %107 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %109 = llvm.getelementptr inbounds %arg3[0, %49] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %110 = llvm.load %109 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %111 = llvm.getelementptr inbounds %arg29[0, %49] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %112 = llvm.load %111 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %113 = llvm.fmul %104, %106 : f32
    %114 = llvm.fadd %108, %110 : f32
    %115 = llvm.fadd %112, %113 : f32
    %116 = llvm.fadd %114, %115 : f32
    %117 = llvm.fsub %116, %44 : f32
    %118 = llvm.fmul %117, %46 : f32
    %119 = llvm.getelementptr inbounds %arg0[0, %49] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %120 = llvm.load %119 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %121 = llvm.getelementptr inbounds %arg30[0, %49] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<128 x f32>
    %122 = llvm.load %121 invariant {noalias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : !llvm.ptr -> f32
    %123 = llvm.fmul %118, %120 : f32
    %124 = llvm.fadd %122, %123 : f32
    %125 = llvm.getelementptr inbounds %arg31[0, %51] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<131072 x f32>
    llvm.store %124, %125 {alias_scopes = [#llvm.alias_scope<id = distinct[0]<>, domain = <id = distinct[1]<>>, description = "xla.slice_index=31">]} : f32, !llvm.ptr
    %126 = llvm.add %49, %5 : i64
    llvm.br ^bb6(%126 : i64)
  ^bb8:  // pred: ^bb6
    %127 = llvm.add %19, %5 : i64
    llvm.br ^bb4(%127 : i64)
  ^bb9:  // pred: ^bb4
    %128 = llvm.add %13, %5 : i64
    llvm.br ^bb2(%128 : i64)
  ^bb10:  // pred: ^bb2
    llvm.br ^bb11
  ^bb11:  // 2 preds: ^bb0, ^bb10
    llvm.return
  }
}