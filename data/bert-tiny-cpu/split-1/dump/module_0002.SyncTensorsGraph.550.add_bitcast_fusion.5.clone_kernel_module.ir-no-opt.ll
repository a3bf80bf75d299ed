; ModuleID = '__compute_module_add_bitcast_fusion.5.clone_kernel_module'
source_filename = "__compute_module_add_bitcast_fusion.5.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @add_bitcast_fusion.5.clone(ptr %0) #0 {
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
  %21 = load ptr, ptr %20, align 8, !invariant.load !3, !dereferenceable !7
  %22 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 9, i32 0
  %23 = load ptr, ptr %22, align 8, !invariant.load !3, !dereferenceable !6
  %24 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 10, i32 0
  %25 = load ptr, ptr %24, align 8, !invariant.load !3, !dereferenceable !6
  %26 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 11, i32 0
  %27 = load ptr, ptr %26, align 8, !invariant.load !3, !dereferenceable !4
  %28 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 12, i32 0
  %29 = load ptr, ptr %28, align 8, !invariant.load !3, !dereferenceable !4
  %30 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 13, i32 0
  %31 = load ptr, ptr %30, align 8, !invariant.load !3, !dereferenceable !6
  %32 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr inbounds %kernel_dim3, ptr %33, i32 0, i32 0
  %35 = load i64, ptr %34, align 4, !invariant.load !3
  %36 = getelementptr inbounds %kernel_dim3, ptr %33, i32 0, i32 1
  %37 = load i64, ptr %36, align 4, !invariant.load !3
  %38 = getelementptr inbounds %kernel_dim3, ptr %33, i32 0, i32 2
  %39 = load i64, ptr %38, align 4, !invariant.load !3
  call void @add_bitcast_fusion.5.clone_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, ptr %25, ptr %27, ptr %29, ptr %31, i64 %35, i64 %37, i64 %39)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @add_bitcast_fusion.5.clone_wrapped(ptr noalias align 64 dereferenceable(512) %0, ptr noalias align 64 dereferenceable(4096) %1, ptr noalias align 64 dereferenceable(4096) %2, ptr noalias align 64 dereferenceable(512) %3, ptr noalias align 64 dereferenceable(524288) %4, ptr noalias align 64 dereferenceable(512) %5, ptr noalias align 64 dereferenceable(4096) %6, ptr noalias align 64 dereferenceable(4096) %7, ptr noalias align 64 dereferenceable(65536) %8, ptr noalias align 64 dereferenceable(524288) %9, ptr noalias align 64 dereferenceable(524288) %10, ptr noalias align 64 dereferenceable(512) %11, ptr noalias align 64 dereferenceable(512) %12, ptr noalias align 64 dereferenceable(524288) %13, i64 %14, i64 %15, i64 %16) #1 {
  %18 = icmp sge i64 %14, 0
  %19 = icmp sle i64 %14, 1
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %84

21:                                               ; preds = %17
  %22 = mul nsw i64 %14, 512
  %23 = mul nsw i64 %14, 65536
  br label %24

24:                                               ; preds = %81, %21
  %25 = phi i64 [ %82, %81 ], [ 0, %21 ]
  %26 = icmp slt i64 %25, 512
  br i1 %26, label %27, label %83

27:                                               ; preds = %24
  %28 = add nsw i64 %22, %25
  %29 = getelementptr inbounds [1024 x float], ptr %7, i32 0, i64 %28
  %30 = load float, ptr %29, align 4, !invariant.load !3, !noalias !8
  %31 = fmul float %30, 7.812500e-03
  %32 = getelementptr inbounds [1024 x float], ptr %6, i32 0, i64 %28
  %33 = load float, ptr %32, align 4, !invariant.load !3, !noalias !8
  %34 = getelementptr inbounds [1024 x float], ptr %2, i32 0, i64 %28
  %35 = load float, ptr %34, align 4, !invariant.load !3, !noalias !8
  %36 = fmul float %35, 7.812500e-03
  %37 = getelementptr inbounds [1024 x float], ptr %1, i32 0, i64 %28
  %38 = load float, ptr %37, align 4, !invariant.load !3, !noalias !8
  %39 = mul nsw i64 %25, 128
  %40 = add nsw i64 %23, %39
  %41 = urem i64 %28, 128
  %42 = mul nsw i64 %41, 128
  br label %43

43:                                               ; preds = %46, %27
  %44 = phi i64 [ %80, %46 ], [ 0, %27 ]
  %45 = icmp slt i64 %44, 128
  br i1 %45, label %46, label %81

46:                                               ; preds = %43
  %47 = add nsw i64 %40, %44
  %48 = getelementptr inbounds [131072 x float], ptr %9, i32 0, i64 %47
  %49 = load float, ptr %48, align 4, !invariant.load !3, !noalias !8
  %50 = getelementptr inbounds [131072 x float], ptr %10, i32 0, i64 %47
  %51 = load float, ptr %50, align 4, !invariant.load !3, !noalias !8
  %52 = fadd float %49, %51
  %53 = add nsw i64 %42, %44
  %54 = getelementptr inbounds [16384 x float], ptr %8, i32 0, i64 %53
  %55 = load float, ptr %54, align 4, !invariant.load !3, !noalias !8
  %56 = fadd float %52, %55
  %57 = fsub float %56, %31
  %58 = fmul float %57, %33
  %59 = getelementptr inbounds [128 x float], ptr %5, i32 0, i64 %44
  %60 = load float, ptr %59, align 4, !invariant.load !3, !noalias !8
  %61 = getelementptr inbounds [131072 x float], ptr %4, i32 0, i64 %47
  %62 = load float, ptr %61, align 4, !invariant.load !3, !noalias !8
  %63 = getelementptr inbounds [128 x float], ptr %3, i32 0, i64 %44
  %64 = load float, ptr %63, align 4, !invariant.load !3, !noalias !8
  %65 = getelementptr inbounds [128 x float], ptr %11, i32 0, i64 %44
  %66 = load float, ptr %65, align 4, !invariant.load !3, !noalias !8
  %67 = fmul float %58, %60
  %68 = fadd float %62, %64
  %69 = fadd float %66, %67
  %70 = fadd float %68, %69
  %71 = fsub float %70, %36
  %72 = fmul float %71, %38
  %73 = getelementptr inbounds [128 x float], ptr %0, i32 0, i64 %44
  %74 = load float, ptr %73, align 4, !invariant.load !3, !noalias !8
  %75 = getelementptr inbounds [128 x float], ptr %12, i32 0, i64 %44
  %76 = load float, ptr %75, align 4, !invariant.load !3, !noalias !8
  %77 = fmul float %72, %74
  %78 = fadd float %76, %77
  %79 = getelementptr inbounds [131072 x float], ptr %13, i32 0, i64 %47
  store float %78, ptr %79, align 4, !alias.scope !8
  %80 = add i64 %44, 1
  br label %43

81:                                               ; preds = %43
  %82 = add i64 %25, 1
  br label %24

83:                                               ; preds = %24
  br label %84

84:                                               ; preds = %83, %17
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
!9 = distinct !{!9, !10, !"xla.slice_index=13"}
!10 = distinct !{!10}
