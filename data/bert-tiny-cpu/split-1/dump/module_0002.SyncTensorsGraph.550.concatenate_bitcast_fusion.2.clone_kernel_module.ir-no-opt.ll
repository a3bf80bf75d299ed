; ModuleID = '__compute_module_concatenate_bitcast_fusion.2.clone_kernel_module'
source_filename = "__compute_module_concatenate_bitcast_fusion.2.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @concatenate_bitcast_fusion.2.clone(ptr %0) #0 {
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
  call void @concatenate_bitcast_fusion.2.clone_wrapped(ptr %5, ptr %7, ptr %9, i64 %13, i64 %15, i64 %17)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @concatenate_bitcast_fusion.2.clone_wrapped(ptr noalias align 64 dereferenceable(512) %0, ptr noalias align 64 dereferenceable(524288) %1, ptr noalias align 64 dereferenceable(524288) %2, i64 %3, i64 %4, i64 %5) #1 {
  %7 = icmp sge i64 %3, 0
  %8 = icmp sle i64 %3, 1
  %9 = and i1 %7, %8
  br i1 %9, label %10, label %67

10:                                               ; preds = %6
  %11 = mul nsw i64 %3, 4
  %12 = mul nsw i64 %3, 65536
  br label %13

13:                                               ; preds = %36, %10
  %14 = phi i64 [ %37, %36 ], [ 0, %10 ]
  %15 = icmp slt i64 %14, 4
  br i1 %15, label %16, label %38

16:                                               ; preds = %13
  %17 = add nsw i64 %11, %14
  %18 = mul nsw i64 %14, 16384
  %19 = add nsw i64 %12, %18
  br label %20

20:                                               ; preds = %34, %16
  %21 = phi i64 [ %35, %34 ], [ 0, %16 ]
  %22 = icmp slt i64 %21, 128
  br i1 %22, label %23, label %36

23:                                               ; preds = %20
  %24 = mul nsw i64 %21, 64
  %25 = add nsw i64 %19, %24
  br label %26

26:                                               ; preds = %29, %23
  %27 = phi i64 [ %33, %29 ], [ 0, %23 ]
  %28 = icmp slt i64 %27, 64
  br i1 %28, label %29, label %34

29:                                               ; preds = %26
  %30 = call float @fused_computation_26_clone_add_316(ptr %0, ptr %1, i64 %17, i64 %21, i64 %27)
  %31 = add nsw i64 %25, %27
  %32 = getelementptr inbounds [131072 x float], ptr %2, i32 0, i64 %31
  store float %30, ptr %32, align 4, !alias.scope !6
  %33 = add i64 %27, 1
  br label %26

34:                                               ; preds = %26
  %35 = add i64 %21, 1
  br label %20

36:                                               ; preds = %20
  %37 = add i64 %14, 1
  br label %13

38:                                               ; preds = %13
  br label %39

39:                                               ; preds = %64, %38
  %40 = phi i64 [ %65, %64 ], [ 0, %38 ]
  %41 = icmp slt i64 %40, 4
  br i1 %41, label %42, label %66

42:                                               ; preds = %39
  %43 = add nsw i64 %11, %40
  %44 = mul nsw i64 %40, 16384
  %45 = add nsw i64 %12, %44
  br label %46

46:                                               ; preds = %62, %42
  %47 = phi i64 [ %63, %62 ], [ 0, %42 ]
  %48 = icmp slt i64 %47, 128
  br i1 %48, label %49, label %64

49:                                               ; preds = %46
  %50 = mul nsw i64 %47, 64
  %51 = add nsw i64 %45, %50
  br label %52

52:                                               ; preds = %55, %49
  %53 = phi i64 [ %61, %55 ], [ 0, %49 ]
  %54 = icmp slt i64 %53, 64
  br i1 %54, label %55, label %62

55:                                               ; preds = %52
  %56 = add nsw i64 %53, 64
  %57 = call float @fused_computation_26_clone_add_316(ptr %0, ptr %1, i64 %43, i64 %47, i64 %56)
  %58 = add nsw i64 %51, %53
  %59 = add nsw i64 %58, 8192
  %60 = getelementptr inbounds [131072 x float], ptr %2, i32 0, i64 %59
  store float %57, ptr %60, align 4
  %61 = add i64 %53, 1
  br label %52

62:                                               ; preds = %52
  %63 = add i64 %47, 1
  br label %46

64:                                               ; preds = %46
  %65 = add i64 %40, 1
  br label %39

66:                                               ; preds = %39
  br label %67

67:                                               ; preds = %66, %6
  ret void
}

define internal float @fused_computation_26_clone_add_316(ptr noalias %0, ptr noalias %1, i64 %2, i64 %3, i64 %4) {
  %6 = mul nsw i64 %2, 16384
  %7 = mul nsw i64 %3, 128
  %8 = add nsw i64 %6, %7
  %9 = add nsw i64 %8, %4
  %10 = getelementptr inbounds [131072 x float], ptr %1, i32 0, i64 %9
  %11 = load float, ptr %10, align 4, !invariant.load !3, !noalias !6
  %12 = getelementptr inbounds [128 x float], ptr %0, i32 0, i64 %4
  %13 = load float, ptr %12, align 4, !invariant.load !3, !noalias !6
  %14 = fadd float %11, %13
  ret float %14
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__concatenate_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 524288}
!6 = !{!7}
!7 = distinct !{!7, !8, !"xla.slice_index=2"}
!8 = distinct !{!8}
