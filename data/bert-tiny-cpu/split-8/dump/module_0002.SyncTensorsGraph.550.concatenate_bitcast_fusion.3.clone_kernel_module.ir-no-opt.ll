; ModuleID = '__compute_module_concatenate_bitcast_fusion.3.clone_kernel_module'
source_filename = "__compute_module_concatenate_bitcast_fusion.3.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @concatenate_bitcast_fusion.3.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !6
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3, !dereferenceable !6
  %12 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 0
  %15 = load i64, ptr %14, align 4, !invariant.load !3
  %16 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 1
  %17 = load i64, ptr %16, align 4, !invariant.load !3
  %18 = getelementptr inbounds %kernel_dim3, ptr %13, i32 0, i32 2
  %19 = load i64, ptr %18, align 4, !invariant.load !3
  call void @concatenate_bitcast_fusion.3.clone_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, i64 %15, i64 %17, i64 %19)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @concatenate_bitcast_fusion.3.clone_wrapped(ptr noalias align 64 dereferenceable(4) %0, ptr noalias align 64 dereferenceable(512) %1, ptr noalias align 64 dereferenceable(524288) %2, ptr noalias align 64 dereferenceable(524288) %3, i64 %4, i64 %5, i64 %6) #1 {
  %8 = icmp sge i64 %4, 0
  %9 = icmp sle i64 %4, 1
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %68

11:                                               ; preds = %7
  %12 = mul nsw i64 %4, 4
  %13 = mul nsw i64 %4, 65536
  br label %14

14:                                               ; preds = %37, %11
  %15 = phi i64 [ %38, %37 ], [ 0, %11 ]
  %16 = icmp slt i64 %15, 4
  br i1 %16, label %17, label %39

17:                                               ; preds = %14
  %18 = add nsw i64 %12, %15
  %19 = mul nsw i64 %15, 16384
  %20 = add nsw i64 %13, %19
  br label %21

21:                                               ; preds = %35, %17
  %22 = phi i64 [ %36, %35 ], [ 0, %17 ]
  %23 = icmp slt i64 %22, 128
  br i1 %23, label %24, label %37

24:                                               ; preds = %21
  %25 = mul nsw i64 %22, 64
  %26 = add nsw i64 %20, %25
  br label %27

27:                                               ; preds = %30, %24
  %28 = phi i64 [ %34, %30 ], [ 0, %24 ]
  %29 = icmp slt i64 %28, 64
  br i1 %29, label %30, label %35

30:                                               ; preds = %27
  %31 = call float @fused_computation_31_clone_multiply_311(ptr %0, ptr %1, ptr %2, i64 %18, i64 %22, i64 %28)
  %32 = add nsw i64 %26, %28
  %33 = getelementptr inbounds [131072 x float], ptr %3, i32 0, i64 %32
  store float %31, ptr %33, align 4, !alias.scope !7
  %34 = add i64 %28, 1
  br label %27

35:                                               ; preds = %27
  %36 = add i64 %22, 1
  br label %21

37:                                               ; preds = %21
  %38 = add i64 %15, 1
  br label %14

39:                                               ; preds = %14
  br label %40

40:                                               ; preds = %65, %39
  %41 = phi i64 [ %66, %65 ], [ 0, %39 ]
  %42 = icmp slt i64 %41, 4
  br i1 %42, label %43, label %67

43:                                               ; preds = %40
  %44 = add nsw i64 %12, %41
  %45 = mul nsw i64 %41, 16384
  %46 = add nsw i64 %13, %45
  br label %47

47:                                               ; preds = %63, %43
  %48 = phi i64 [ %64, %63 ], [ 0, %43 ]
  %49 = icmp slt i64 %48, 128
  br i1 %49, label %50, label %65

50:                                               ; preds = %47
  %51 = mul nsw i64 %48, 64
  %52 = add nsw i64 %46, %51
  br label %53

53:                                               ; preds = %56, %50
  %54 = phi i64 [ %62, %56 ], [ 0, %50 ]
  %55 = icmp slt i64 %54, 64
  br i1 %55, label %56, label %63

56:                                               ; preds = %53
  %57 = add nsw i64 %54, 64
  %58 = call float @fused_computation_31_clone_multiply_311(ptr %0, ptr %1, ptr %2, i64 %44, i64 %48, i64 %57)
  %59 = add nsw i64 %52, %54
  %60 = add nsw i64 %59, 8192
  %61 = getelementptr inbounds [131072 x float], ptr %3, i32 0, i64 %60
  store float %58, ptr %61, align 4
  %62 = add i64 %54, 1
  br label %53

63:                                               ; preds = %53
  %64 = add i64 %48, 1
  br label %47

65:                                               ; preds = %47
  %66 = add i64 %41, 1
  br label %40

67:                                               ; preds = %40
  br label %68

68:                                               ; preds = %67, %7
  ret void
}

define internal float @fused_computation_31_clone_multiply_311(ptr noalias %0, ptr noalias %1, ptr noalias %2, i64 %3, i64 %4, i64 %5) {
  %7 = mul nsw i64 %3, 16384
  %8 = mul nsw i64 %4, 128
  %9 = add nsw i64 %7, %8
  %10 = add nsw i64 %9, %5
  %11 = getelementptr inbounds [131072 x float], ptr %2, i32 0, i64 %10
  %12 = load float, ptr %11, align 4, !invariant.load !3, !noalias !7
  %13 = getelementptr inbounds [128 x float], ptr %1, i32 0, i64 %5
  %14 = load float, ptr %13, align 4, !invariant.load !3, !noalias !7
  %15 = fadd float %12, %14
  %16 = getelementptr inbounds [1 x float], ptr %0, i32 0, i32 0
  %17 = load float, ptr %16, align 4, !invariant.load !3, !noalias !7
  %18 = fmul float %15, %17
  ret float %18
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 7}
!2 = !{!"xla_cpu_emitter__concatenate_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 4}
!5 = !{i64 512}
!6 = !{i64 524288}
!7 = !{!8}
!8 = distinct !{!8, !9, !"xla.slice_index=3"}
!9 = distinct !{!9}
