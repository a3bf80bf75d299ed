; ModuleID = '__compute_module_add_bitcast_fusion.3.clone_kernel_module'
source_filename = "__compute_module_add_bitcast_fusion.3.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @add_bitcast_fusion.3.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !5
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3, !dereferenceable !4
  %12 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 4, i32 0
  %13 = load ptr, ptr %12, align 8, !invariant.load !3, !dereferenceable !6
  %14 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 5, i32 0
  %15 = load ptr, ptr %14, align 8, !invariant.load !3, !dereferenceable !4
  %16 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 6, i32 0
  %17 = load ptr, ptr %16, align 8, !invariant.load !3, !dereferenceable !5
  %18 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 7, i32 0
  %19 = load ptr, ptr %18, align 8, !invariant.load !3, !dereferenceable !5
  %20 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 8, i32 0
  %21 = load ptr, ptr %20, align 8, !invariant.load !3, !dereferenceable !4
  %22 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 9, i32 0
  %23 = load ptr, ptr %22, align 8, !invariant.load !3, !dereferenceable !6
  %24 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 10, i32 0
  %25 = load ptr, ptr %24, align 8, !invariant.load !3, !dereferenceable !4
  %26 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 11, i32 0
  %27 = load ptr, ptr %26, align 8, !invariant.load !3, !dereferenceable !5
  %28 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 12, i32 0
  %29 = load ptr, ptr %28, align 8, !invariant.load !3, !dereferenceable !5
  %30 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 13, i32 0
  %31 = load ptr, ptr %30, align 8, !invariant.load !3, !dereferenceable !7
  %32 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 14, i32 0
  %33 = load ptr, ptr %32, align 8, !invariant.load !3, !dereferenceable !6
  %34 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 15, i32 0
  %35 = load ptr, ptr %34, align 8, !invariant.load !3, !dereferenceable !6
  %36 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 16, i32 0
  %37 = load ptr, ptr %36, align 8, !invariant.load !3, !dereferenceable !4
  %38 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 17, i32 0
  %39 = load ptr, ptr %38, align 8, !invariant.load !3, !dereferenceable !4
  %40 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 18, i32 0
  %41 = load ptr, ptr %40, align 8, !invariant.load !3, !dereferenceable !4
  %42 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 19, i32 0
  %43 = load ptr, ptr %42, align 8, !invariant.load !3, !dereferenceable !6
  %44 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %45 = load ptr, ptr %44, align 8
  %46 = getelementptr inbounds %kernel_dim3, ptr %45, i32 0, i32 0
  %47 = load i64, ptr %46, align 4, !invariant.load !3
  %48 = getelementptr inbounds %kernel_dim3, ptr %45, i32 0, i32 1
  %49 = load i64, ptr %48, align 4, !invariant.load !3
  %50 = getelementptr inbounds %kernel_dim3, ptr %45, i32 0, i32 2
  %51 = load i64, ptr %50, align 4, !invariant.load !3
  call void @add_bitcast_fusion.3.clone_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, ptr %25, ptr %27, ptr %29, ptr %31, ptr %33, ptr %35, ptr %37, ptr %39, ptr %41, ptr %43, i64 %47, i64 %49, i64 %51)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @add_bitcast_fusion.3.clone_wrapped(ptr noalias align 64 dereferenceable(512) %0, ptr noalias align 64 dereferenceable(4096) %1, ptr noalias align 64 dereferenceable(4096) %2, ptr noalias align 64 dereferenceable(512) %3, ptr noalias align 64 dereferenceable(524288) %4, ptr noalias align 64 dereferenceable(512) %5, ptr noalias align 64 dereferenceable(4096) %6, ptr noalias align 64 dereferenceable(4096) %7, ptr noalias align 64 dereferenceable(512) %8, ptr noalias align 64 dereferenceable(524288) %9, ptr noalias align 64 dereferenceable(512) %10, ptr noalias align 64 dereferenceable(4096) %11, ptr noalias align 64 dereferenceable(4096) %12, ptr noalias align 64 dereferenceable(65536) %13, ptr noalias align 64 dereferenceable(524288) %14, ptr noalias align 64 dereferenceable(524288) %15, ptr noalias align 64 dereferenceable(512) %16, ptr noalias align 64 dereferenceable(512) %17, ptr noalias align 64 dereferenceable(512) %18, ptr noalias align 64 dereferenceable(524288) %19, i64 %20, i64 %21, i64 %22) #1 {
  %24 = icmp sge i64 %20, 0
  %25 = icmp sle i64 %20, 1
  %26 = and i1 %24, %25
  br i1 %26, label %27, label %109

27:                                               ; preds = %23
  %28 = mul nsw i64 %20, 512
  %29 = mul nsw i64 %20, 65536
  br label %30

30:                                               ; preds = %106, %27
  %31 = phi i64 [ %107, %106 ], [ 0, %27 ]
  %32 = icmp slt i64 %31, 512
  br i1 %32, label %33, label %108

33:                                               ; preds = %30
  %34 = add nsw i64 %28, %31
  %35 = getelementptr inbounds [1024 x float], ptr %12, i32 0, i64 %34
  %36 = load float, ptr %35, align 4, !invariant.load !3, !noalias !8
  %37 = fmul float %36, 7.812500e-03
  %38 = getelementptr inbounds [1024 x float], ptr %11, i32 0, i64 %34
  %39 = load float, ptr %38, align 4, !invariant.load !3, !noalias !8
  %40 = getelementptr inbounds [1024 x float], ptr %7, i32 0, i64 %34
  %41 = load float, ptr %40, align 4, !invariant.load !3, !noalias !8
  %42 = fmul float %41, 7.812500e-03
  %43 = getelementptr inbounds [1024 x float], ptr %6, i32 0, i64 %34
  %44 = load float, ptr %43, align 4, !invariant.load !3, !noalias !8
  %45 = getelementptr inbounds [1024 x float], ptr %2, i32 0, i64 %34
  %46 = load float, ptr %45, align 4, !invariant.load !3, !noalias !8
  %47 = fmul float %46, 7.812500e-03
  %48 = getelementptr inbounds [1024 x float], ptr %1, i32 0, i64 %34
  %49 = load float, ptr %48, align 4, !invariant.load !3, !noalias !8
  %50 = mul nsw i64 %31, 128
  %51 = add nsw i64 %29, %50
  %52 = urem i64 %34, 128
  %53 = mul nsw i64 %52, 128
  br label %54

54:                                               ; preds = %57, %33
  %55 = phi i64 [ %105, %57 ], [ 0, %33 ]
  %56 = icmp slt i64 %55, 128
  br i1 %56, label %57, label %106

57:                                               ; preds = %54
  %58 = add nsw i64 %51, %55
  %59 = getelementptr inbounds [131072 x float], ptr %14, i32 0, i64 %58
  %60 = load float, ptr %59, align 4, !invariant.load !3, !noalias !8
  %61 = getelementptr inbounds [131072 x float], ptr %15, i32 0, i64 %58
  %62 = load float, ptr %61, align 4, !invariant.load !3, !noalias !8
  %63 = fadd float %60, %62
  %64 = add nsw i64 %53, %55
  %65 = getelementptr inbounds [16384 x float], ptr %13, i32 0, i64 %64
  %66 = load float, ptr %65, align 4, !invariant.load !3, !noalias !8
  %67 = fadd float %63, %66
  %68 = fsub float %67, %37
  %69 = fmul float %68, %39
  %70 = getelementptr inbounds [128 x float], ptr %10, i32 0, i64 %55
  %71 = load float, ptr %70, align 4, !invariant.load !3, !noalias !8
  %72 = getelementptr inbounds [131072 x float], ptr %9, i32 0, i64 %58
  %73 = load float, ptr %72, align 4, !invariant.load !3, !noalias !8
  %74 = getelementptr inbounds [128 x float], ptr %8, i32 0, i64 %55
  %75 = load float, ptr %74, align 4, !invariant.load !3, !noalias !8
  %76 = getelementptr inbounds [128 x float], ptr %16, i32 0, i64 %55
  %77 = load float, ptr %76, align 4, !invariant.load !3, !noalias !8
  %78 = fmul float %69, %71
  %79 = fadd float %73, %75
  %80 = fadd float %77, %78
  %81 = fadd float %79, %80
  %82 = fsub float %81, %42
  %83 = fmul float %82, %44
  %84 = getelementptr inbounds [128 x float], ptr %5, i32 0, i64 %55
  %85 = load float, ptr %84, align 4, !invariant.load !3, !noalias !8
  %86 = getelementptr inbounds [131072 x float], ptr %4, i32 0, i64 %58
  %87 = load float, ptr %86, align 4, !invariant.load !3, !noalias !8
  %88 = getelementptr inbounds [128 x float], ptr %3, i32 0, i64 %55
  %89 = load float, ptr %88, align 4, !invariant.load !3, !noalias !8
  %90 = getelementptr inbounds [128 x float], ptr %17, i32 0, i64 %55
  %91 = load float, ptr %90, align 4, !invariant.load !3, !noalias !8
  %92 = fmul float %83, %85
  %93 = fadd float %87, %89
  %94 = fadd float %91, %92
  %95 = fadd float %93, %94
  %96 = fsub float %95, %47
  %97 = fmul float %96, %49
  %98 = getelementptr inbounds [128 x float], ptr %0, i32 0, i64 %55
  %99 = load float, ptr %98, align 4, !invariant.load !3, !noalias !8
  %100 = getelementptr inbounds [128 x float], ptr %18, i32 0, i64 %55
  %101 = load float, ptr %100, align 4, !invariant.load !3, !noalias !8
  %102 = fmul float %97, %99
  %103 = fadd float %101, %102
  %104 = getelementptr inbounds [131072 x float], ptr %19, i32 0, i64 %58
  store float %103, ptr %104, align 4, !alias.scope !8
  %105 = add i64 %55, 1
  br label %54

106:                                              ; preds = %54
  %107 = add i64 %31, 1
  br label %30

108:                                              ; preds = %30
  br label %109

109:                                              ; preds = %108, %23
  ret void
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 4096}
!6 = !{i64 524288}
!7 = !{i64 65536}
!8 = !{!9}
!9 = distinct !{!9, !10, !"xla.slice_index=19"}
!10 = distinct !{!10}
