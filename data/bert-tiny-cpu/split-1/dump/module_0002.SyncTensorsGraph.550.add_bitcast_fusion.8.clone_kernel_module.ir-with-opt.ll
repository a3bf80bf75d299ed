; ModuleID = '__compute_module_add_bitcast_fusion.8.clone_kernel_module'
source_filename = "__compute_module_add_bitcast_fusion.8.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define noalias noundef ptr @add_bitcast_fusion.8.clone(ptr readonly captures(none) %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = load ptr, ptr %3, align 8, !invariant.load !3, !dereferenceable !4
  %5 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %6 = load ptr, ptr %5, align 8, !invariant.load !3, !dereferenceable !5
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %8 = load ptr, ptr %7, align 8, !invariant.load !3, !dereferenceable !5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %10 = load ptr, ptr %9, align 8, !invariant.load !3, !dereferenceable !5
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8
  %13 = load i64, ptr %12, align 4, !invariant.load !3
  tail call void @llvm.experimental.noalias.scope.decl(metadata !6)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  %14 = icmp ult i64 %13, 2
  br i1 %14, label %15, label %add_bitcast_fusion.8.clone_wrapped.exit

15:                                               ; preds = %1
  %16 = shl nuw nsw i64 %13, 16
  br label %vector.ph

vector.ph:                                        ; preds = %15, %vector.ph
  %17 = phi i64 [ 0, %15 ], [ %131, %vector.ph ]
  %18 = shl nuw nsw i64 %17, 7
  %19 = and i64 %18, 16256
  %20 = add nuw nsw i64 %18, %16
  %21 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %20
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 32
  %wide.load = load <8 x float>, ptr %21, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4 = load <8 x float>, ptr %22, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %23 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %20
  %24 = getelementptr inbounds nuw i8, ptr %23, i64 32
  %wide.load5 = load <8 x float>, ptr %23, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6 = load <8 x float>, ptr %24, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %25 = fadd <8 x float> %wide.load, %wide.load5
  %26 = fadd <8 x float> %wide.load4, %wide.load6
  %27 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %19
  %28 = getelementptr inbounds nuw i8, ptr %27, i64 32
  %wide.load7 = load <8 x float>, ptr %27, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8 = load <8 x float>, ptr %28, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %29 = fadd <8 x float> %25, %wide.load7
  %30 = fadd <8 x float> %26, %wide.load8
  %31 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %20
  %32 = getelementptr inbounds nuw i8, ptr %31, i64 32
  store <8 x float> %29, ptr %31, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %30, ptr %32, align 4, !alias.scope !20, !noalias !21
  %33 = or disjoint i64 %20, 16
  %34 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %33
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 32
  %wide.load.1 = load <8 x float>, ptr %34, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4.1 = load <8 x float>, ptr %35, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %36 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %33
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 32
  %wide.load5.1 = load <8 x float>, ptr %36, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6.1 = load <8 x float>, ptr %37, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %38 = fadd <8 x float> %wide.load.1, %wide.load5.1
  %39 = fadd <8 x float> %wide.load4.1, %wide.load6.1
  %40 = or disjoint i64 %19, 16
  %41 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %40
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 32
  %wide.load7.1 = load <8 x float>, ptr %41, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8.1 = load <8 x float>, ptr %42, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %43 = fadd <8 x float> %38, %wide.load7.1
  %44 = fadd <8 x float> %39, %wide.load8.1
  %45 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %33
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 32
  store <8 x float> %43, ptr %45, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %44, ptr %46, align 4, !alias.scope !20, !noalias !21
  %47 = or disjoint i64 %20, 32
  %48 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 32
  %wide.load.2 = load <8 x float>, ptr %48, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4.2 = load <8 x float>, ptr %49, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %50 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %47
  %51 = getelementptr inbounds nuw i8, ptr %50, i64 32
  %wide.load5.2 = load <8 x float>, ptr %50, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6.2 = load <8 x float>, ptr %51, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %52 = fadd <8 x float> %wide.load.2, %wide.load5.2
  %53 = fadd <8 x float> %wide.load4.2, %wide.load6.2
  %54 = or disjoint i64 %19, 32
  %55 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %54
  %56 = getelementptr inbounds nuw i8, ptr %55, i64 32
  %wide.load7.2 = load <8 x float>, ptr %55, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8.2 = load <8 x float>, ptr %56, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %57 = fadd <8 x float> %52, %wide.load7.2
  %58 = fadd <8 x float> %53, %wide.load8.2
  %59 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %47
  %60 = getelementptr inbounds nuw i8, ptr %59, i64 32
  store <8 x float> %57, ptr %59, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %58, ptr %60, align 4, !alias.scope !20, !noalias !21
  %61 = or disjoint i64 %20, 48
  %62 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 32
  %wide.load.3 = load <8 x float>, ptr %62, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4.3 = load <8 x float>, ptr %63, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %64 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %61
  %65 = getelementptr inbounds nuw i8, ptr %64, i64 32
  %wide.load5.3 = load <8 x float>, ptr %64, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6.3 = load <8 x float>, ptr %65, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %66 = fadd <8 x float> %wide.load.3, %wide.load5.3
  %67 = fadd <8 x float> %wide.load4.3, %wide.load6.3
  %68 = or disjoint i64 %19, 48
  %69 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 32
  %wide.load7.3 = load <8 x float>, ptr %69, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8.3 = load <8 x float>, ptr %70, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %71 = fadd <8 x float> %66, %wide.load7.3
  %72 = fadd <8 x float> %67, %wide.load8.3
  %73 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %61
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 32
  store <8 x float> %71, ptr %73, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %72, ptr %74, align 4, !alias.scope !20, !noalias !21
  %75 = or disjoint i64 %20, 64
  %76 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %75
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 32
  %wide.load.4 = load <8 x float>, ptr %76, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4.4 = load <8 x float>, ptr %77, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %78 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %75
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 32
  %wide.load5.4 = load <8 x float>, ptr %78, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6.4 = load <8 x float>, ptr %79, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %80 = fadd <8 x float> %wide.load.4, %wide.load5.4
  %81 = fadd <8 x float> %wide.load4.4, %wide.load6.4
  %82 = or disjoint i64 %19, 64
  %83 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %82
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 32
  %wide.load7.4 = load <8 x float>, ptr %83, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8.4 = load <8 x float>, ptr %84, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %85 = fadd <8 x float> %80, %wide.load7.4
  %86 = fadd <8 x float> %81, %wide.load8.4
  %87 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %75
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 32
  store <8 x float> %85, ptr %87, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %86, ptr %88, align 4, !alias.scope !20, !noalias !21
  %89 = or disjoint i64 %20, 80
  %90 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %89
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 32
  %wide.load.5 = load <8 x float>, ptr %90, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4.5 = load <8 x float>, ptr %91, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %92 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %89
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 32
  %wide.load5.5 = load <8 x float>, ptr %92, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6.5 = load <8 x float>, ptr %93, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %94 = fadd <8 x float> %wide.load.5, %wide.load5.5
  %95 = fadd <8 x float> %wide.load4.5, %wide.load6.5
  %96 = or disjoint i64 %19, 80
  %97 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %96
  %98 = getelementptr inbounds nuw i8, ptr %97, i64 32
  %wide.load7.5 = load <8 x float>, ptr %97, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8.5 = load <8 x float>, ptr %98, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %99 = fadd <8 x float> %94, %wide.load7.5
  %100 = fadd <8 x float> %95, %wide.load8.5
  %101 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %89
  %102 = getelementptr inbounds nuw i8, ptr %101, i64 32
  store <8 x float> %99, ptr %101, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %100, ptr %102, align 4, !alias.scope !20, !noalias !21
  %103 = or disjoint i64 %20, 96
  %104 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %103
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 32
  %wide.load.6 = load <8 x float>, ptr %104, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4.6 = load <8 x float>, ptr %105, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %106 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %103
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 32
  %wide.load5.6 = load <8 x float>, ptr %106, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6.6 = load <8 x float>, ptr %107, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %108 = fadd <8 x float> %wide.load.6, %wide.load5.6
  %109 = fadd <8 x float> %wide.load4.6, %wide.load6.6
  %110 = or disjoint i64 %19, 96
  %111 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %110
  %112 = getelementptr inbounds nuw i8, ptr %111, i64 32
  %wide.load7.6 = load <8 x float>, ptr %111, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8.6 = load <8 x float>, ptr %112, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %113 = fadd <8 x float> %108, %wide.load7.6
  %114 = fadd <8 x float> %109, %wide.load8.6
  %115 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %103
  %116 = getelementptr inbounds nuw i8, ptr %115, i64 32
  store <8 x float> %113, ptr %115, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %114, ptr %116, align 4, !alias.scope !20, !noalias !21
  %117 = or disjoint i64 %20, 112
  %118 = getelementptr inbounds nuw [131072 x float], ptr %6, i64 0, i64 %117
  %119 = getelementptr inbounds nuw i8, ptr %118, i64 32
  %wide.load.7 = load <8 x float>, ptr %118, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %wide.load4.7 = load <8 x float>, ptr %119, align 4, !invariant.load !3, !alias.scope !9, !noalias !15
  %120 = getelementptr inbounds nuw [131072 x float], ptr %8, i64 0, i64 %117
  %121 = getelementptr inbounds nuw i8, ptr %120, i64 32
  %wide.load5.7 = load <8 x float>, ptr %120, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %wide.load6.7 = load <8 x float>, ptr %121, align 4, !invariant.load !3, !alias.scope !11, !noalias !18
  %122 = fadd <8 x float> %wide.load.7, %wide.load5.7
  %123 = fadd <8 x float> %wide.load4.7, %wide.load6.7
  %124 = or disjoint i64 %19, 112
  %125 = getelementptr inbounds nuw [16384 x float], ptr %4, i64 0, i64 %124
  %126 = getelementptr inbounds nuw i8, ptr %125, i64 32
  %wide.load7.7 = load <8 x float>, ptr %125, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %wide.load8.7 = load <8 x float>, ptr %126, align 4, !invariant.load !3, !alias.scope !6, !noalias !19
  %127 = fadd <8 x float> %122, %wide.load7.7
  %128 = fadd <8 x float> %123, %wide.load8.7
  %129 = getelementptr inbounds nuw [131072 x float], ptr %10, i64 0, i64 %117
  %130 = getelementptr inbounds nuw i8, ptr %129, i64 32
  store <8 x float> %127, ptr %129, align 4, !alias.scope !20, !noalias !21
  store <8 x float> %128, ptr %130, align 4, !alias.scope !20, !noalias !21
  %131 = add nuw nsw i64 %17, 1
  %exitcond3.not = icmp eq i64 %131, 512
  br i1 %exitcond3.not, label %add_bitcast_fusion.8.clone_wrapped.exit, label %vector.ph

add_bitcast_fusion.8.clone_wrapped.exit:          ; preds = %vector.ph, %1
  ret ptr null
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 65536}
!5 = !{i64 524288}
!6 = !{!7}
!7 = distinct !{!7, !8, !"add_bitcast_fusion.8.clone_wrapped: argument 0"}
!8 = distinct !{!8, !"add_bitcast_fusion.8.clone_wrapped"}
!9 = !{!10}
!10 = distinct !{!10, !8, !"add_bitcast_fusion.8.clone_wrapped: argument 1"}
!11 = !{!12}
!12 = distinct !{!12, !8, !"add_bitcast_fusion.8.clone_wrapped: argument 2"}
!13 = !{!14}
!14 = distinct !{!14, !8, !"add_bitcast_fusion.8.clone_wrapped: argument 3"}
!15 = !{!16, !7, !12, !14}
!16 = distinct !{!16, !17, !"xla.slice_index=3"}
!17 = distinct !{!17}
!18 = !{!16, !7, !10, !14}
!19 = !{!16, !10, !12, !14}
!20 = !{!16, !14}
!21 = !{!7, !10, !12}
