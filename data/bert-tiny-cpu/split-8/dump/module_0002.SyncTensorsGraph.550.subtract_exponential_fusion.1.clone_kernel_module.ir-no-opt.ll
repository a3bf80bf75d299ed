; ModuleID = '__compute_module_subtract_exponential_fusion.1.clone_kernel_module'
source_filename = "__compute_module_subtract_exponential_fusion.1.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @subtract_exponential_fusion.1.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !5
  %10 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 0
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  %14 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 1
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  %16 = getelementptr inbounds %kernel_dim3, ptr %11, i32 0, i32 2
  %17 = load i64, ptr %16, align 4, !invariant.load !3
  call void @subtract_exponential_fusion.1.clone_wrapped(ptr %5, ptr %7, ptr %9, i64 %13, i64 %15, i64 %17)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @subtract_exponential_fusion.1.clone_wrapped(ptr noalias align 64 dereferenceable(8192) %0, ptr noalias align 64 dereferenceable(1048576) %1, ptr noalias align 64 dereferenceable(1048576) %2, i64 %3, i64 %4, i64 %5) #1 {
  %7 = icmp sge i64 %3, 0
  %8 = icmp sle i64 %3, 1
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %56

10:                                               ; preds = %6
  %11 = mul nsw i64 %3, 1024
  %12 = mul nsw i64 %3, 131072
  br label %13

13:                                               ; preds = %53, %10
  %14 = phi i64 [ %54, %53 ], [ 0, %10 ]
  %15 = icmp slt i64 %14, 4
  br i1 %15, label %16, label %55

16:                                               ; preds = %13
  %17 = mul nsw i64 %14, 256
  %18 = add nsw i64 %11, %17
  %19 = mul nsw i64 %14, 32768
  %20 = add nsw i64 %12, %19
  br label %21

21:                                               ; preds = %51, %16
  %22 = phi i64 [ %52, %51 ], [ 0, %16 ]
  %23 = icmp slt i64 %22, 2
  br i1 %23, label %24, label %53

24:                                               ; preds = %21
  %25 = mul nsw i64 %22, 128
  %26 = add nsw i64 %18, %25
  %27 = mul nsw i64 %22, 16384
  %28 = add nsw i64 %20, %27
  br label %29

29:                                               ; preds = %49, %24
  %30 = phi i64 [ %50, %49 ], [ 0, %24 ]
  %31 = icmp slt i64 %30, 128
  br i1 %31, label %32, label %51

32:                                               ; preds = %29
  %33 = add nsw i64 %26, %30
  %34 = getelementptr inbounds [2048 x float], ptr %0, i32 0, i64 %33
  %35 = load float, ptr %34, align 4, !invariant.load !3, !noalias !6
  %36 = mul nsw i64 %30, 128
  %37 = add nsw i64 %28, %36
  br label %38

38:                                               ; preds = %41, %32
  %39 = phi i64 [ %48, %41 ], [ 0, %32 ]
  %40 = icmp slt i64 %39, 128
  br i1 %40, label %41, label %49

41:                                               ; preds = %38
  %42 = add nsw i64 %37, %39
  %43 = getelementptr inbounds [262144 x float], ptr %1, i32 0, i64 %42
  %44 = load float, ptr %43, align 4, !invariant.load !3, !noalias !6
  %45 = fsub float %44, %35
  %46 = call float @llvm.exp.f32(float %45)
  %47 = getelementptr inbounds [262144 x float], ptr %2, i32 0, i64 %42
  store float %46, ptr %47, align 4, !alias.scope !6
  %48 = add i64 %39, 1
  br label %38

49:                                               ; preds = %38
  %50 = add i64 %30, 1
  br label %29

51:                                               ; preds = %29
  %52 = add i64 %22, 1
  br label %21

53:                                               ; preds = %21
  %54 = add i64 %14, 1
  br label %13

55:                                               ; preds = %13
  br label %56

56:                                               ; preds = %55, %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #2

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 7}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 8192}
!5 = !{i64 1048576}
!6 = !{!7}
!7 = distinct !{!7, !8, !"xla.slice_index=2"}
!8 = distinct !{!8}
