; ModuleID = '__compute_module_select_bitcast_fusion.1.clone_kernel_module'
source_filename = "__compute_module_select_bitcast_fusion.1.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @select_bitcast_fusion.1.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !6
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3, !dereferenceable !4
  %12 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 0
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  %16 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 1
  %17 = load i64, ptr %16, align 4, !invariant.load !3
  %18 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 2
  %19 = load i64, ptr %18, align 4, !invariant.load !3
  call void @select_bitcast_fusion.1.clone_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, i64 %15, i64 %17, i64 %19)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @select_bitcast_fusion.1.clone_wrapped(ptr noalias align 64 dereferenceable(1048576) %0, ptr noalias align 64 dereferenceable(8192) %1, ptr noalias align 64 dereferenceable(2048) %2, ptr noalias align 64 dereferenceable(1048576) %3, i64 %4, i64 %5, i64 %6) #1 {
  %8 = icmp sge i64 %4, 0
  %9 = icmp sle i64 %4, 1
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %50

11:                                               ; preds = %7
  %12 = mul nsw i64 %4, 1024
  %13 = mul nsw i64 %4, 131072
  br label %14

14:                                               ; preds = %47, %11
  %15 = phi i64 [ %48, %47 ], [ 0, %11 ]
  %16 = icmp slt i64 %15, 8
  br i1 %16, label %17, label %49

17:                                               ; preds = %14
  %18 = mul nsw i64 %15, 128
  %19 = add nsw i64 %12, %18
  %20 = mul nsw i64 %15, 16384
  %21 = add nsw i64 %13, %20
  br label %22

22:                                               ; preds = %45, %17
  %23 = phi i64 [ %46, %45 ], [ 0, %17 ]
  %24 = icmp slt i64 %23, 128
  br i1 %24, label %25, label %47

25:                                               ; preds = %22
  %26 = add nsw i64 %19, %23
  %27 = getelementptr inbounds [2048 x float], ptr %1, i32 0, i64 %26
  %28 = load float, ptr %27, align 4, !invariant.load !3, !noalias !7
  %29 = getelementptr inbounds [2048 x i8], ptr %2, i32 0, i64 %26
  %30 = load i8, ptr %29, align 1, !invariant.load !3, !noalias !7
  %31 = trunc i8 %30 to i1
  %32 = mul nsw i64 %23, 128
  %33 = add nsw i64 %21, %32
  br label %34

34:                                               ; preds = %37, %25
  %35 = phi i64 [ %44, %37 ], [ 0, %25 ]
  %36 = icmp slt i64 %35, 128
  br i1 %36, label %37, label %45

37:                                               ; preds = %34
  %38 = add nsw i64 %33, %35
  %39 = getelementptr inbounds [262144 x float], ptr %0, i32 0, i64 %38
  %40 = load float, ptr %39, align 4, !invariant.load !3, !noalias !7
  %41 = fdiv float %40, %28
  %42 = select i1 %31, float 0.000000e+00, float %41
  %43 = getelementptr inbounds [262144 x float], ptr %3, i32 0, i64 %38
  store float %42, ptr %43, align 4, !alias.scope !7
  %44 = add i64 %35, 1
  br label %34

45:                                               ; preds = %34
  %46 = add i64 %23, 1
  br label %22

47:                                               ; preds = %22
  %48 = add i64 %15, 1
  br label %14

49:                                               ; preds = %14
  br label %50

50:                                               ; preds = %49, %7
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
!4 = !{i64 1048576}
!5 = !{i64 8192}
!6 = !{i64 2048}
!7 = !{!8}
!8 = distinct !{!8, !9, !"xla.slice_index=3"}
!9 = distinct !{!9}
