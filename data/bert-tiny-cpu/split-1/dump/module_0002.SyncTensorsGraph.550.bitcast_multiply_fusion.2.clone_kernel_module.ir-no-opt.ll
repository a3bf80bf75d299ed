; ModuleID = '__compute_module_bitcast_multiply_fusion.2.clone_kernel_module'
source_filename = "__compute_module_bitcast_multiply_fusion.2.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @bitcast_multiply_fusion.2.clone(ptr %0) #0 {
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
  %15 = load ptr, ptr %14, align 8, !invariant.load !3, !dereferenceable !4
  %16 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 6, i32 0
  %17 = load ptr, ptr %16, align 8, !invariant.load !3, !dereferenceable !5
  %18 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 7, i32 0
  %19 = load ptr, ptr %18, align 8, !invariant.load !3, !dereferenceable !4
  %20 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 8, i32 0
  %21 = load ptr, ptr %20, align 8, !invariant.load !3, !dereferenceable !6
  %22 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 9, i32 0
  %23 = load ptr, ptr %22, align 8, !invariant.load !3, !dereferenceable !6
  %24 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 10, i32 0
  %25 = load ptr, ptr %24, align 8, !invariant.load !3, !dereferenceable !7
  %26 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 11, i32 0
  %27 = load ptr, ptr %26, align 8, !invariant.load !3, !dereferenceable !5
  %28 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 12, i32 0
  %29 = load ptr, ptr %28, align 8, !invariant.load !3, !dereferenceable !5
  %30 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 13, i32 0
  %31 = load ptr, ptr %30, align 8, !invariant.load !3, !dereferenceable !4
  %32 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 14, i32 0
  %33 = load ptr, ptr %32, align 8, !invariant.load !3, !dereferenceable !4
  %34 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 15, i32 0
  %35 = load ptr, ptr %34, align 8, !invariant.load !3, !dereferenceable !5
  %36 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %37 = load ptr, ptr %36, align 8
  %38 = getelementptr inbounds %kernel_dim3, ptr %37, i32 0, i32 0
  %39 = load i64, ptr %38, align 4, !invariant.load !3
  %40 = getelementptr inbounds %kernel_dim3, ptr %37, i32 0, i32 1
  %41 = load i64, ptr %40, align 4, !invariant.load !3
  %42 = getelementptr inbounds %kernel_dim3, ptr %37, i32 0, i32 2
  %43 = load i64, ptr %42, align 4, !invariant.load !3
  call void @bitcast_multiply_fusion.2.clone_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, ptr %25, ptr %27, ptr %29, ptr %31, ptr %33, ptr %35, i64 %39, i64 %41, i64 %43)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @bitcast_multiply_fusion.2.clone_wrapped(ptr noalias align 64 dereferenceable(512) %0, ptr noalias align 64 dereferenceable(524288) %1, ptr noalias align 64 dereferenceable(512) %2, ptr noalias align 64 dereferenceable(4096) %3, ptr noalias align 64 dereferenceable(4096) %4, ptr noalias align 64 dereferenceable(512) %5, ptr noalias align 64 dereferenceable(524288) %6, ptr noalias align 64 dereferenceable(512) %7, ptr noalias align 64 dereferenceable(4096) %8, ptr noalias align 64 dereferenceable(4096) %9, ptr noalias align 64 dereferenceable(65536) %10, ptr noalias align 64 dereferenceable(524288) %11, ptr noalias align 64 dereferenceable(524288) %12, ptr noalias align 64 dereferenceable(512) %13, ptr noalias align 64 dereferenceable(512) %14, ptr noalias align 64 dereferenceable(524288) %15, i64 %16, i64 %17, i64 %18) #1 {
  %20 = icmp sge i64 %16, 0
  %21 = icmp sle i64 %16, 1
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %93

23:                                               ; preds = %19
  %24 = mul nsw i64 %16, 512
  %25 = mul nsw i64 %16, 65536
  br label %26

26:                                               ; preds = %90, %23
  %27 = phi i64 [ %91, %90 ], [ 0, %23 ]
  %28 = icmp slt i64 %27, 512
  br i1 %28, label %29, label %92

29:                                               ; preds = %26
  %30 = add nsw i64 %24, %27
  %31 = getelementptr inbounds [1024 x float], ptr %9, i32 0, i64 %30
  %32 = load float, ptr %31, align 4, !invariant.load !3, !noalias !8
  %33 = fmul float %32, 7.812500e-03
  %34 = getelementptr inbounds [1024 x float], ptr %8, i32 0, i64 %30
  %35 = load float, ptr %34, align 4, !invariant.load !3, !noalias !8
  %36 = getelementptr inbounds [1024 x float], ptr %4, i32 0, i64 %30
  %37 = load float, ptr %36, align 4, !invariant.load !3, !noalias !8
  %38 = fmul float %37, 7.812500e-03
  %39 = getelementptr inbounds [1024 x float], ptr %3, i32 0, i64 %30
  %40 = load float, ptr %39, align 4, !invariant.load !3, !noalias !8
  %41 = mul nsw i64 %27, 128
  %42 = add nsw i64 %25, %41
  %43 = urem i64 %30, 128
  %44 = mul nsw i64 %43, 128
  br label %45

45:                                               ; preds = %48, %29
  %46 = phi i64 [ %89, %48 ], [ 0, %29 ]
  %47 = icmp slt i64 %46, 128
  br i1 %47, label %48, label %90

48:                                               ; preds = %45
  %49 = add nsw i64 %42, %46
  %50 = getelementptr inbounds [131072 x float], ptr %11, i32 0, i64 %49
  %51 = load float, ptr %50, align 4, !invariant.load !3, !noalias !8
  %52 = getelementptr inbounds [131072 x float], ptr %12, i32 0, i64 %49
  %53 = load float, ptr %52, align 4, !invariant.load !3, !noalias !8
  %54 = fadd float %51, %53
  %55 = add nsw i64 %44, %46
  %56 = getelementptr inbounds [16384 x float], ptr %10, i32 0, i64 %55
  %57 = load float, ptr %56, align 4, !invariant.load !3, !noalias !8
  %58 = fadd float %54, %57
  %59 = fsub float %58, %33
  %60 = fmul float %59, %35
  %61 = getelementptr inbounds [128 x float], ptr %7, i32 0, i64 %46
  %62 = load float, ptr %61, align 4, !invariant.load !3, !noalias !8
  %63 = getelementptr inbounds [131072 x float], ptr %6, i32 0, i64 %49
  %64 = load float, ptr %63, align 4, !invariant.load !3, !noalias !8
  %65 = getelementptr inbounds [128 x float], ptr %5, i32 0, i64 %46
  %66 = load float, ptr %65, align 4, !invariant.load !3, !noalias !8
  %67 = getelementptr inbounds [128 x float], ptr %13, i32 0, i64 %46
  %68 = load float, ptr %67, align 4, !invariant.load !3, !noalias !8
  %69 = fmul float %60, %62
  %70 = fadd float %64, %66
  %71 = fadd float %68, %69
  %72 = fadd float %70, %71
  %73 = fsub float %72, %38
  %74 = fmul float %73, %40
  %75 = getelementptr inbounds [128 x float], ptr %2, i32 0, i64 %46
  %76 = load float, ptr %75, align 4, !invariant.load !3, !noalias !8
  %77 = getelementptr inbounds [131072 x float], ptr %1, i32 0, i64 %49
  %78 = load float, ptr %77, align 4, !invariant.load !3, !noalias !8
  %79 = getelementptr inbounds [128 x float], ptr %0, i32 0, i64 %46
  %80 = load float, ptr %79, align 4, !invariant.load !3, !noalias !8
  %81 = getelementptr inbounds [128 x float], ptr %14, i32 0, i64 %46
  %82 = load float, ptr %81, align 4, !invariant.load !3, !noalias !8
  %83 = fmul float %74, %76
  %84 = fadd float %78, %80
  %85 = fadd float %82, %83
  %86 = fadd float %84, %85
  %87 = fmul float %86, %86
  %88 = getelementptr inbounds [131072 x float], ptr %15, i32 0, i64 %49
  store float %87, ptr %88, align 4, !alias.scope !8
  %89 = add i64 %46, 1
  br label %45

90:                                               ; preds = %45
  %91 = add i64 %27, 1
  br label %26

92:                                               ; preds = %26
  br label %93

93:                                               ; preds = %92, %19
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
!9 = distinct !{!9, !10, !"xla.slice_index=15"}
!10 = distinct !{!10}
