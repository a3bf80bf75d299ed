; ModuleID = '__compute_module_bitcast_multiply_fusion.1.clone_kernel_module'
source_filename = "__compute_module_bitcast_multiply_fusion.1.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @bitcast_multiply_fusion.1.clone(ptr %0) #0 {
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
  %25 = load ptr, ptr %24, align 8, !invariant.load !3, !dereferenceable !4
  %26 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 11, i32 0
  %27 = load ptr, ptr %26, align 8, !invariant.load !3, !dereferenceable !5
  %28 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 12, i32 0
  %29 = load ptr, ptr %28, align 8, !invariant.load !3, !dereferenceable !4
  %30 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 13, i32 0
  %31 = load ptr, ptr %30, align 8, !invariant.load !3, !dereferenceable !6
  %32 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 14, i32 0
  %33 = load ptr, ptr %32, align 8, !invariant.load !3, !dereferenceable !6
  %34 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 15, i32 0
  %35 = load ptr, ptr %34, align 8, !invariant.load !3, !dereferenceable !7
  %36 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 16, i32 0
  %37 = load ptr, ptr %36, align 8, !invariant.load !3, !dereferenceable !5
  %38 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 17, i32 0
  %39 = load ptr, ptr %38, align 8, !invariant.load !3, !dereferenceable !5
  %40 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 18, i32 0
  %41 = load ptr, ptr %40, align 8, !invariant.load !3, !dereferenceable !4
  %42 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 19, i32 0
  %43 = load ptr, ptr %42, align 8, !invariant.load !3, !dereferenceable !4
  %44 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 20, i32 0
  %45 = load ptr, ptr %44, align 8, !invariant.load !3, !dereferenceable !4
  %46 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 21, i32 0
  %47 = load ptr, ptr %46, align 8, !invariant.load !3, !dereferenceable !5
  %48 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %49 = load ptr, ptr %48, align 8
  %50 = getelementptr inbounds %kernel_dim3, ptr %49, i32 0, i32 0
  %51 = load i64, ptr %50, align 4, !invariant.load !3
  %52 = getelementptr inbounds %kernel_dim3, ptr %49, i32 0, i32 1
  %53 = load i64, ptr %52, align 4, !invariant.load !3
  %54 = getelementptr inbounds %kernel_dim3, ptr %49, i32 0, i32 2
  %55 = load i64, ptr %54, align 4, !invariant.load !3
  call void @bitcast_multiply_fusion.1.clone_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, ptr %25, ptr %27, ptr %29, ptr %31, ptr %33, ptr %35, ptr %37, ptr %39, ptr %41, ptr %43, ptr %45, ptr %47, i64 %51, i64 %53, i64 %55)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @bitcast_multiply_fusion.1.clone_wrapped(ptr noalias align 64 dereferenceable(512) %0, ptr noalias align 64 dereferenceable(524288) %1, ptr noalias align 64 dereferenceable(512) %2, ptr noalias align 64 dereferenceable(4096) %3, ptr noalias align 64 dereferenceable(4096) %4, ptr noalias align 64 dereferenceable(512) %5, ptr noalias align 64 dereferenceable(524288) %6, ptr noalias align 64 dereferenceable(512) %7, ptr noalias align 64 dereferenceable(4096) %8, ptr noalias align 64 dereferenceable(4096) %9, ptr noalias align 64 dereferenceable(512) %10, ptr noalias align 64 dereferenceable(524288) %11, ptr noalias align 64 dereferenceable(512) %12, ptr noalias align 64 dereferenceable(4096) %13, ptr noalias align 64 dereferenceable(4096) %14, ptr noalias align 64 dereferenceable(65536) %15, ptr noalias align 64 dereferenceable(524288) %16, ptr noalias align 64 dereferenceable(524288) %17, ptr noalias align 64 dereferenceable(512) %18, ptr noalias align 64 dereferenceable(512) %19, ptr noalias align 64 dereferenceable(512) %20, ptr noalias align 64 dereferenceable(524288) %21, i64 %22, i64 %23, i64 %24) #1 {
  %26 = icmp sge i64 %22, 0
  %27 = icmp sle i64 %22, 1
  %28 = and i1 %26, %27
  br i1 %28, label %29, label %118

29:                                               ; preds = %25
  %30 = mul nsw i64 %22, 512
  %31 = mul nsw i64 %22, 65536
  br label %32

32:                                               ; preds = %115, %29
  %33 = phi i64 [ %116, %115 ], [ 0, %29 ]
  %34 = icmp slt i64 %33, 512
  br i1 %34, label %35, label %117

35:                                               ; preds = %32
  %36 = add nsw i64 %30, %33
  %37 = getelementptr inbounds [1024 x float], ptr %14, i32 0, i64 %36
  %38 = load float, ptr %37, align 4, !invariant.load !3, !noalias !8
  %39 = fmul float %38, 7.812500e-03
  %40 = getelementptr inbounds [1024 x float], ptr %13, i32 0, i64 %36
  %41 = load float, ptr %40, align 4, !invariant.load !3, !noalias !8
  %42 = getelementptr inbounds [1024 x float], ptr %9, i32 0, i64 %36
  %43 = load float, ptr %42, align 4, !invariant.load !3, !noalias !8
  %44 = fmul float %43, 7.812500e-03
  %45 = getelementptr inbounds [1024 x float], ptr %8, i32 0, i64 %36
  %46 = load float, ptr %45, align 4, !invariant.load !3, !noalias !8
  %47 = getelementptr inbounds [1024 x float], ptr %4, i32 0, i64 %36
  %48 = load float, ptr %47, align 4, !invariant.load !3, !noalias !8
  %49 = fmul float %48, 7.812500e-03
  %50 = getelementptr inbounds [1024 x float], ptr %3, i32 0, i64 %36
  %51 = load float, ptr %50, align 4, !invariant.load !3, !noalias !8
  %52 = mul nsw i64 %33, 128
  %53 = add nsw i64 %31, %52
  %54 = urem i64 %36, 128
  %55 = mul nsw i64 %54, 128
  br label %56

56:                                               ; preds = %59, %35
  %57 = phi i64 [ %114, %59 ], [ 0, %35 ]
  %58 = icmp slt i64 %57, 128
  br i1 %58, label %59, label %115

59:                                               ; preds = %56
  %60 = add nsw i64 %53, %57
  %61 = getelementptr inbounds [131072 x float], ptr %16, i32 0, i64 %60
  %62 = load float, ptr %61, align 4, !invariant.load !3, !noalias !8
  %63 = getelementptr inbounds [131072 x float], ptr %17, i32 0, i64 %60
  %64 = load float, ptr %63, align 4, !invariant.load !3, !noalias !8
  %65 = fadd float %62, %64
  %66 = add nsw i64 %55, %57
  %67 = getelementptr inbounds [16384 x float], ptr %15, i32 0, i64 %66
  %68 = load float, ptr %67, align 4, !invariant.load !3, !noalias !8
  %69 = fadd float %65, %68
  %70 = fsub float %69, %39
  %71 = fmul float %70, %41
  %72 = getelementptr inbounds [128 x float], ptr %12, i32 0, i64 %57
  %73 = load float, ptr %72, align 4, !invariant.load !3, !noalias !8
  %74 = getelementptr inbounds [131072 x float], ptr %11, i32 0, i64 %60
  %75 = load float, ptr %74, align 4, !invariant.load !3, !noalias !8
  %76 = getelementptr inbounds [128 x float], ptr %10, i32 0, i64 %57
  %77 = load float, ptr %76, align 4, !invariant.load !3, !noalias !8
  %78 = getelementptr inbounds [128 x float], ptr %18, i32 0, i64 %57
  %79 = load float, ptr %78, align 4, !invariant.load !3, !noalias !8
  %80 = fmul float %71, %73
  %81 = fadd float %75, %77
  %82 = fadd float %79, %80
  %83 = fadd float %81, %82
  %84 = fsub float %83, %44
  %85 = fmul float %84, %46
  %86 = getelementptr inbounds [128 x float], ptr %7, i32 0, i64 %57
  %87 = load float, ptr %86, align 4, !invariant.load !3, !noalias !8
  %88 = getelementptr inbounds [131072 x float], ptr %6, i32 0, i64 %60
  %89 = load float, ptr %88, align 4, !invariant.load !3, !noalias !8
  %90 = getelementptr inbounds [128 x float], ptr %5, i32 0, i64 %57
  %91 = load float, ptr %90, align 4, !invariant.load !3, !noalias !8
  %92 = getelementptr inbounds [128 x float], ptr %19, i32 0, i64 %57
  %93 = load float, ptr %92, align 4, !invariant.load !3, !noalias !8
  %94 = fmul float %85, %87
  %95 = fadd float %89, %91
  %96 = fadd float %93, %94
  %97 = fadd float %95, %96
  %98 = fsub float %97, %49
  %99 = fmul float %98, %51
  %100 = getelementptr inbounds [128 x float], ptr %2, i32 0, i64 %57
  %101 = load float, ptr %100, align 4, !invariant.load !3, !noalias !8
  %102 = getelementptr inbounds [131072 x float], ptr %1, i32 0, i64 %60
  %103 = load float, ptr %102, align 4, !invariant.load !3, !noalias !8
  %104 = getelementptr inbounds [128 x float], ptr %0, i32 0, i64 %57
  %105 = load float, ptr %104, align 4, !invariant.load !3, !noalias !8
  %106 = getelementptr inbounds [128 x float], ptr %20, i32 0, i64 %57
  %107 = load float, ptr %106, align 4, !invariant.load !3, !noalias !8
  %108 = fmul float %99, %101
  %109 = fadd float %103, %105
  %110 = fadd float %107, %108
  %111 = fadd float %109, %110
  %112 = fmul float %111, %111
  %113 = getelementptr inbounds [131072 x float], ptr %21, i32 0, i64 %60
  store float %112, ptr %113, align 4, !alias.scope !8
  %114 = add i64 %57, 1
  br label %56

115:                                              ; preds = %56
  %116 = add i64 %33, 1
  br label %32

117:                                              ; preds = %32
  br label %118

118:                                              ; preds = %117, %25
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
!9 = distinct !{!9, !10, !"xla.slice_index=21"}
!10 = distinct !{!10}
