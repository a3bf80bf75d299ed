; ModuleID = '__compute_module_add_rsqrt_fusion.4_kernel_module'
source_filename = "__compute_module_add_rsqrt_fusion.4_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

declare float @xla.rsqrt.f32(float)

; Function Attrs: uwtable
define ptr @add_rsqrt_fusion.4(ptr %0) #0 {
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
  call void @add_rsqrt_fusion.4_wrapped(ptr %5, ptr %7, ptr %9, i64 %13, i64 %15, i64 %17)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @add_rsqrt_fusion.4_wrapped(ptr noalias align 64 dereferenceable(16384) %0, ptr noalias align 64 dereferenceable(4096) %1, ptr noalias align 64 dereferenceable(4096) %2, i64 %3, i64 %4, i64 %5) #1 {
  br label %7

7:                                                ; preds = %24, %6
  %8 = phi i64 [ %32, %24 ], [ 0, %6 ]
  %9 = icmp slt i64 %8, 1024
  br i1 %9, label %10, label %33

10:                                               ; preds = %7
  %11 = getelementptr inbounds [1024 x float], ptr %1, i32 0, i64 %8
  %12 = load float, ptr %11, align 4, !invariant.load !3, !noalias !6
  %13 = mul nsw i64 %8, 4
  br label %14

14:                                               ; preds = %18, %10
  %15 = phi i64 [ %23, %18 ], [ 0, %10 ]
  %16 = phi float [ %22, %18 ], [ 0.000000e+00, %10 ]
  %17 = icmp slt i64 %15, 4
  br i1 %17, label %18, label %24

18:                                               ; preds = %14
  %19 = add nsw i64 %13, %15
  %20 = getelementptr inbounds [4096 x float], ptr %0, i32 0, i64 %19
  %21 = load float, ptr %20, align 4, !invariant.load !3, !noalias !6
  %22 = fadd reassoc float %16, %21
  %23 = add i64 %15, 1
  br label %14

24:                                               ; preds = %14
  %25 = fmul float %12, 7.812500e-03
  %26 = fmul float %16, 7.812500e-03
  %27 = fmul float %25, %25
  %28 = fsub float %26, %27
  %29 = fadd float %28, 0x3D71979980000000
  %30 = call float @xla.rsqrt.f32(float %29)
  %31 = getelementptr inbounds [1024 x float], ptr %2, i32 0, i64 %8
  store float %30, ptr %31, align 4, !alias.scope !6
  %32 = add i64 %8, 1
  br label %7

33:                                               ; preds = %7
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
!4 = !{i64 16384}
!5 = !{i64 4096}
!6 = !{!7}
!7 = distinct !{!7, !8, !"xla.slice_index=2"}
!8 = distinct !{!8}
