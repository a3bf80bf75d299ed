; ModuleID = '__compute_module_broadcast_compare_fusion.clone_kernel_module'
source_filename = "__compute_module_broadcast_compare_fusion.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @broadcast_compare_fusion.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 0
  %11 = load i64, ptr %10, align 4, !invariant.load !3
  %12 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 1
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  %14 = getelementptr inbounds %kernel_dim3, ptr %9, i32 0, i32 2
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  call void @broadcast_compare_fusion.clone_wrapped(ptr %5, ptr %7, i64 %11, i64 %13, i64 %15)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @broadcast_compare_fusion.clone_wrapped(ptr noalias align 64 dereferenceable(1048576) %0, ptr noalias align 64 dereferenceable(262144) %1, i64 %2, i64 %3, i64 %4) #1 {
  %6 = icmp sge i64 %2, 0
  %7 = icmp sle i64 %2, 1
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %47

9:                                                ; preds = %5
  %10 = mul nsw i64 %2, 131072
  br label %11

11:                                               ; preds = %44, %9
  %12 = phi i64 [ %45, %44 ], [ 0, %9 ]
  %13 = icmp slt i64 %12, 4
  br i1 %13, label %14, label %46

14:                                               ; preds = %11
  %15 = mul nsw i64 %12, 32768
  %16 = add nsw i64 %10, %15
  br label %17

17:                                               ; preds = %42, %14
  %18 = phi i64 [ %43, %42 ], [ 0, %14 ]
  %19 = icmp slt i64 %18, 2
  br i1 %19, label %20, label %44

20:                                               ; preds = %17
  %21 = mul nsw i64 %18, 16384
  %22 = add nsw i64 %16, %21
  br label %23

23:                                               ; preds = %40, %20
  %24 = phi i64 [ %41, %40 ], [ 0, %20 ]
  %25 = icmp slt i64 %24, 128
  br i1 %25, label %26, label %42

26:                                               ; preds = %23
  %27 = mul nsw i64 %24, 128
  %28 = add nsw i64 %22, %27
  br label %29

29:                                               ; preds = %32, %26
  %30 = phi i64 [ %39, %32 ], [ 0, %26 ]
  %31 = icmp slt i64 %30, 128
  br i1 %31, label %32, label %40

32:                                               ; preds = %29
  %33 = add nsw i64 %28, %30
  %34 = getelementptr inbounds [262144 x float], ptr %0, i32 0, i64 %33
  %35 = load float, ptr %34, align 4, !invariant.load !3, !noalias !6
  %36 = fcmp oeq float %35, 0xFFF0000000000000
  %37 = zext i1 %36 to i8
  %38 = getelementptr inbounds [262144 x i8], ptr %1, i32 0, i64 %33
  store i8 %37, ptr %38, align 1, !alias.scope !6
  %39 = add i64 %30, 1
  br label %29

40:                                               ; preds = %29
  %41 = add i64 %24, 1
  br label %23

42:                                               ; preds = %23
  %43 = add i64 %18, 1
  br label %17

44:                                               ; preds = %17
  %45 = add i64 %12, 1
  br label %11

46:                                               ; preds = %11
  br label %47

47:                                               ; preds = %46, %5
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
!5 = !{i64 262144}
!6 = !{!7}
!7 = distinct !{!7, !8, !"xla.slice_index=1"}
!8 = distinct !{!8}
