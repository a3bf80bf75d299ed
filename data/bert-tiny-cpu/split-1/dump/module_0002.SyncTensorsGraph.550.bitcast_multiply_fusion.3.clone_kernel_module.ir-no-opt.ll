; ModuleID = '__compute_module_bitcast_multiply_fusion.3.clone_kernel_module'
source_filename = "__compute_module_bitcast_multiply_fusion.3.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @bitcast_multiply_fusion.3.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !4
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3, !dereferenceable !6
  %12 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 4, i32 0
  %13 = load ptr, ptr %12, align 8, !invariant.load !3, !dereferenceable !6
  %14 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 5, i32 0
  %15 = load ptr, ptr %14, align 8, !invariant.load !3, !dereferenceable !7
  %16 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 6, i32 0
  %17 = load ptr, ptr %16, align 8, !invariant.load !3, !dereferenceable !5
  %18 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 7, i32 0
  %19 = load ptr, ptr %18, align 8, !invariant.load !3, !dereferenceable !5
  %20 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 8, i32 0
  %21 = load ptr, ptr %20, align 8, !invariant.load !3, !dereferenceable !4
  %22 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 9, i32 0
  %23 = load ptr, ptr %22, align 8, !invariant.load !3, !dereferenceable !5
  %24 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr inbounds %kernel_dim3, ptr %25, i32 0, i32 0
  %27 = load i64, ptr %26, align 4, !invariant.load !3
  %28 = getelementptr inbounds %kernel_dim3, ptr %25, i32 0, i32 1
  %29 = load i64, ptr %28, align 4, !invariant.load !3
  %30 = getelementptr inbounds %kernel_dim3, ptr %25, i32 0, i32 2
  %31 = load i64, ptr %30, align 4, !invariant.load !3
  call void @bitcast_multiply_fusion.3.clone_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, i64 %27, i64 %29, i64 %31)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @bitcast_multiply_fusion.3.clone_wrapped(ptr noalias align 64 dereferenceable(512) %0, ptr noalias align 64 dereferenceable(524288) %1, ptr noalias align 64 dereferenceable(512) %2, ptr noalias align 64 dereferenceable(4096) %3, ptr noalias align 64 dereferenceable(4096) %4, ptr noalias align 64 dereferenceable(65536) %5, ptr noalias align 64 dereferenceable(524288) %6, ptr noalias align 64 dereferenceable(524288) %7, ptr noalias align 64 dereferenceable(512) %8, ptr noalias align 64 dereferenceable(524288) %9, i64 %10, i64 %11, i64 %12) #1 {
  %14 = icmp sge i64 %10, 0
  %15 = icmp sle i64 %10, 1
  %16 = and i1 %14, %15
  br i1 %16, label %17, label %68

17:                                               ; preds = %13
  %18 = mul nsw i64 %10, 512
  %19 = mul nsw i64 %10, 65536
  br label %20

20:                                               ; preds = %65, %17
  %21 = phi i64 [ %66, %65 ], [ 0, %17 ]
  %22 = icmp slt i64 %21, 512
  br i1 %22, label %23, label %67

23:                                               ; preds = %20
  %24 = add nsw i64 %18, %21
  %25 = getelementptr inbounds [1024 x float], ptr %4, i32 0, i64 %24
  %26 = load float, ptr %25, align 4, !invariant.load !3, !noalias !8
  %27 = fmul float %26, 7.812500e-03
  %28 = getelementptr inbounds [1024 x float], ptr %3, i32 0, i64 %24
  %29 = load float, ptr %28, align 4, !invariant.load !3, !noalias !8
  %30 = mul nsw i64 %21, 128
  %31 = add nsw i64 %19, %30
  %32 = urem i64 %24, 128
  %33 = mul nsw i64 %32, 128
  br label %34

34:                                               ; preds = %37, %23
  %35 = phi i64 [ %64, %37 ], [ 0, %23 ]
  %36 = icmp slt i64 %35, 128
  br i1 %36, label %37, label %65

37:                                               ; preds = %34
  %38 = add nsw i64 %31, %35
  %39 = getelementptr inbounds [131072 x float], ptr %6, i32 0, i64 %38
  %40 = load float, ptr %39, align 4, !invariant.load !3, !noalias !8
  %41 = getelementptr inbounds [131072 x float], ptr %7, i32 0, i64 %38
  %42 = load float, ptr %41, align 4, !invariant.load !3, !noalias !8
  %43 = fadd float %40, %42
  %44 = add nsw i64 %33, %35
  %45 = getelementptr inbounds [16384 x float], ptr %5, i32 0, i64 %44
  %46 = load float, ptr %45, align 4, !invariant.load !3, !noalias !8
  %47 = fadd float %43, %46
  %48 = fsub float %47, %27
  %49 = fmul float %48, %29
  %50 = getelementptr inbounds [128 x float], ptr %2, i32 0, i64 %35
  %51 = load float, ptr %50, align 4, !invariant.load !3, !noalias !8
  %52 = getelementptr inbounds [131072 x float], ptr %1, i32 0, i64 %38
  %53 = load float, ptr %52, align 4, !invariant.load !3, !noalias !8
  %54 = getelementptr inbounds [128 x float], ptr %0, i32 0, i64 %35
  %55 = load float, ptr %54, align 4, !invariant.load !3, !noalias !8
  %56 = getelementptr inbounds [128 x float], ptr %8, i32 0, i64 %35
  %57 = load float, ptr %56, align 4, !invariant.load !3, !noalias !8
  %58 = fmul float %49, %51
  %59 = fadd float %53, %55
  %60 = fadd float %57, %58
  %61 = fadd float %59, %60
  %62 = fmul float %61, %61
  %63 = getelementptr inbounds [131072 x float], ptr %9, i32 0, i64 %38
  store float %62, ptr %63, align 4, !alias.scope !8
  %64 = add i64 %35, 1
  br label %34

65:                                               ; preds = %34
  %66 = add i64 %21, 1
  br label %20

67:                                               ; preds = %20
  br label %68

68:                                               ; preds = %67, %13
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
!5 = !{i64 524288}
!6 = !{i64 4096}
!7 = !{i64 65536}
!8 = !{!9}
!9 = distinct !{!9, !10, !"xla.slice_index=9"}
!10 = distinct !{!10}
