; ModuleID = '__compute_module_add_bitcast_fusion.7.clone_kernel_module'
source_filename = "__compute_module_add_bitcast_fusion.7.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @add_bitcast_fusion.7.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !5
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3, !dereferenceable !6
  %12 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 4, i32 0
  %13 = load ptr, ptr %12, align 8, !invariant.load !3, !dereferenceable !7
  %14 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 5, i32 0
  %15 = load ptr, ptr %14, align 8, !invariant.load !3, !dereferenceable !7
  %16 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 6, i32 0
  %17 = load ptr, ptr %16, align 8, !invariant.load !3, !dereferenceable !4
  %18 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 7, i32 0
  %19 = load ptr, ptr %18, align 8, !invariant.load !3, !dereferenceable !7
  %20 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds %kernel_dim3, ptr %21, i32 0, i32 0
  %23 = load i64, ptr %22, align 4, !invariant.load !3
  %24 = getelementptr inbounds %kernel_dim3, ptr %21, i32 0, i32 1
  %25 = load i64, ptr %24, align 4, !invariant.load !3
  %26 = getelementptr inbounds %kernel_dim3, ptr %21, i32 0, i32 2
  %27 = load i64, ptr %26, align 4, !invariant.load !3
  call void @add_bitcast_fusion.7.clone_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, i64 %23, i64 %25, i64 %27)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @add_bitcast_fusion.7.clone_wrapped(ptr noalias align 64 dereferenceable(512) %0, ptr noalias align 64 dereferenceable(4096) %1, ptr noalias align 64 dereferenceable(4096) %2, ptr noalias align 64 dereferenceable(65536) %3, ptr noalias align 64 dereferenceable(524288) %4, ptr noalias align 64 dereferenceable(524288) %5, ptr noalias align 64 dereferenceable(512) %6, ptr noalias align 64 dereferenceable(524288) %7, i64 %8, i64 %9, i64 %10) #1 {
  %12 = icmp sge i64 %8, 0
  %13 = icmp sle i64 %8, 1
  %14 = and i1 %12, %13
  br i1 %14, label %15, label %59

15:                                               ; preds = %11
  %16 = mul nsw i64 %8, 512
  %17 = mul nsw i64 %8, 65536
  br label %18

18:                                               ; preds = %56, %15
  %19 = phi i64 [ %57, %56 ], [ 0, %15 ]
  %20 = icmp slt i64 %19, 512
  br i1 %20, label %21, label %58

21:                                               ; preds = %18
  %22 = add nsw i64 %16, %19
  %23 = getelementptr inbounds [1024 x float], ptr %2, i32 0, i64 %22
  %24 = load float, ptr %23, align 4, !invariant.load !3, !noalias !8
  %25 = fmul float %24, 7.812500e-03
  %26 = getelementptr inbounds [1024 x float], ptr %1, i32 0, i64 %22
  %27 = load float, ptr %26, align 4, !invariant.load !3, !noalias !8
  %28 = mul nsw i64 %19, 128
  %29 = add nsw i64 %17, %28
  %30 = urem i64 %22, 128
  %31 = mul nsw i64 %30, 128
  br label %32

32:                                               ; preds = %35, %21
  %33 = phi i64 [ %55, %35 ], [ 0, %21 ]
  %34 = icmp slt i64 %33, 128
  br i1 %34, label %35, label %56

35:                                               ; preds = %32
  %36 = add nsw i64 %29, %33
  %37 = getelementptr inbounds [131072 x float], ptr %4, i32 0, i64 %36
  %38 = load float, ptr %37, align 4, !invariant.load !3, !noalias !8
  %39 = getelementptr inbounds [131072 x float], ptr %5, i32 0, i64 %36
  %40 = load float, ptr %39, align 4, !invariant.load !3, !noalias !8
  %41 = fadd float %38, %40
  %42 = add nsw i64 %31, %33
  %43 = getelementptr inbounds [16384 x float], ptr %3, i32 0, i64 %42
  %44 = load float, ptr %43, align 4, !invariant.load !3, !noalias !8
  %45 = fadd float %41, %44
  %46 = fsub float %45, %25
  %47 = fmul float %46, %27
  %48 = getelementptr inbounds [128 x float], ptr %0, i32 0, i64 %33
  %49 = load float, ptr %48, align 4, !invariant.load !3, !noalias !8
  %50 = getelementptr inbounds [128 x float], ptr %6, i32 0, i64 %33
  %51 = load float, ptr %50, align 4, !invariant.load !3, !noalias !8
  %52 = fmul float %47, %49
  %53 = fadd float %51, %52
  %54 = getelementptr inbounds [131072 x float], ptr %7, i32 0, i64 %36
  store float %53, ptr %54, align 4, !alias.scope !8
  %55 = add i64 %33, 1
  br label %32

56:                                               ; preds = %32
  %57 = add i64 %19, 1
  br label %18

58:                                               ; preds = %18
  br label %59

59:                                               ; preds = %58, %11
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
!6 = !{i64 65536}
!7 = !{i64 524288}
!8 = !{!9}
!9 = distinct !{!9, !10, !"xla.slice_index=7"}
!10 = distinct !{!10}
